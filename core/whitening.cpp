#include "core/whitening.h"
