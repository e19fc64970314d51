// GWeather 4 for Swift: its location database, the one GNOME Clocks searches for cities.
#ifndef MERIDIAN_CGWEATHER_SHIM_H
#define MERIDIAN_CGWEATHER_SHIM_H
#include <libgweather/gweather.h>
#endif
