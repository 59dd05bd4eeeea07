#include "core/analysis.h"
