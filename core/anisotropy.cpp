#include "core/anisotropy.h"
