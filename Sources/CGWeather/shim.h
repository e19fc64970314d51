// GWeather 4 for Swift: its location database, the one GNOME Clocks searches for cities.
//
// The library is opened with dlopen when the places are first read, not linked: linking it
// made every launch, and every `meridian` command, load it and the libraries it depends on
// (about 5 ms before main). Its headers give the types; MeridianGWeather holds the functions.
#ifndef MERIDIAN_CGWEATHER_SHIM_H
#define MERIDIAN_CGWEATHER_SHIM_H
#include <dlfcn.h>
#include <libgweather/gweather.h>

/// The GWeather functions Meridian calls, found in the library at run time.
typedef struct {
    GWeatherLocation *(*get_world)(void);
    GWeatherLocation *(*next_child)(GWeatherLocation *location, GWeatherLocation *child);
    GWeatherLocationLevel (*get_level)(GWeatherLocation *location);
    const char *(*get_name)(GWeatherLocation *location);
    const char *(*get_english_name)(GWeatherLocation *location);
    const char *(*get_country)(GWeatherLocation *location);
    const char *(*get_timezone_str)(GWeatherLocation *location);
    GTimeZone **(*get_timezones)(GWeatherLocation *location);
    void (*free_timezones)(GWeatherLocation *location, GTimeZone **zones);
} MeridianGWeather;

/// Opens libgweather-4 (Debian: libgweather-4-0) and finds the functions; FALSE when it is
/// not installed or lacks one. The library stays loaded: GObject types cannot be unloaded.
static inline gboolean meridian_gweather_open(MeridianGWeather *api) {
    void *library = dlopen("libgweather-4.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return FALSE;
    api->get_world = (GWeatherLocation *(*)(void))dlsym(library, "gweather_location_get_world");
    api->next_child = (GWeatherLocation *(*)(GWeatherLocation *, GWeatherLocation *))dlsym(library, "gweather_location_next_child");
    api->get_level = (GWeatherLocationLevel (*)(GWeatherLocation *))dlsym(library, "gweather_location_get_level");
    api->get_name = (const char *(*)(GWeatherLocation *))dlsym(library, "gweather_location_get_name");
    api->get_english_name = (const char *(*)(GWeatherLocation *))dlsym(library, "gweather_location_get_english_name");
    api->get_country = (const char *(*)(GWeatherLocation *))dlsym(library, "gweather_location_get_country");
    api->get_timezone_str = (const char *(*)(GWeatherLocation *))dlsym(library, "gweather_location_get_timezone_str");
    api->get_timezones = (GTimeZone **(*)(GWeatherLocation *))dlsym(library, "gweather_location_get_timezones");
    api->free_timezones = (void (*)(GWeatherLocation *, GTimeZone **))dlsym(library, "gweather_location_free_timezones");
    return api->get_world && api->next_child && api->get_level && api->get_name && api->get_english_name && api->get_country
        && api->get_timezone_str && api->get_timezones && api->free_timezones;
}
#endif
