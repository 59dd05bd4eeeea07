#include "core/suites.h"
