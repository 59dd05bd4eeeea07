#include "core/weat.h"
