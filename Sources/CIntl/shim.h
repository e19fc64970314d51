// glibc's gettext and setlocale, which Swift's Glibc module does not bring in.
#ifndef MERIDIAN_CINTL_SHIM_H
#define MERIDIAN_CINTL_SHIM_H
#include <libintl.h>
#include <locale.h>
#endif
