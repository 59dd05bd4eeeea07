#include "core/embeddingreader.h"
