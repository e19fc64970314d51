// zlib (Debian's zlib1g-dev) for Swift: deflate and inflate of the history's packed segments.
#ifndef MERIDIAN_CZLIB_SHIM_H
#define MERIDIAN_CZLIB_SHIM_H

#include <zlib.h>

#endif
