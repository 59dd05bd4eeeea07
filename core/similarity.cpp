#include "core/similarity.h"
