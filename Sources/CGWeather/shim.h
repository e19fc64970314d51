// GWeather 4 for Swift: its location database, the one GNOME Clocks searches for cities.
//
// The library is opened when the places are first read, not linked: linking it made every
// launch, and every `meridian` command, load it and the libraries it depends on (about 5 ms
// before main). Its headers give the types; MeridianGWeather holds the functions.
//
// It is opened through GModule, never with dlopen itself. Loading it runs libsoup 3's
// constructor, which calls g_module_open, inside the dynamic loader's lock; GStreamer's
// streaming threads load their plugins with g_module_open, which holds GModule's lock while it
// waits for the loader's. A bare dlopen on one thread and a plugin loading on another so took
// the two locks in opposite orders, and froze the app (a relaunch with a video open). Through
// g_module_open every load takes GModule's lock first; the constructor's own g_module_open
// takes it again on the same thread, which its recursive mutex allows.
#ifndef MERIDIAN_CGWEATHER_SHIM_H
#define MERIDIAN_CGWEATHER_SHIM_H
#include <gmodule.h>
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
    gboolean (*has_coords)(GWeatherLocation *location);
    /// In degrees, north and east positive.
    void (*get_coords)(GWeatherLocation *location, double *latitude, double *longitude);
} MeridianGWeather;

/// The address of `name` in `library`, or NULL.
static inline gpointer meridian_gweather_symbol(GModule *library, const char *name) {
    gpointer symbol = NULL;
    return g_module_symbol(library, name, &symbol) ? symbol : NULL;
}

/// Opens libgweather-4 (Debian: libgweather-4-0) and finds the functions; FALSE when it is
/// not installed or lacks one. The library stays loaded: GObject types cannot be unloaded.
static inline gboolean meridian_gweather_open(MeridianGWeather *api) {
    GModule *library = g_module_open("libgweather-4.so.0", G_MODULE_BIND_LOCAL);
    if (library == NULL) return FALSE;
    g_module_make_resident(library);
    api->get_world = (GWeatherLocation *(*)(void))meridian_gweather_symbol(library, "gweather_location_get_world");
    api->next_child = (GWeatherLocation *(*)(GWeatherLocation *, GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_next_child");
    api->get_level = (GWeatherLocationLevel (*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_level");
    api->get_name = (const char *(*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_name");
    api->get_english_name = (const char *(*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_english_name");
    api->get_country = (const char *(*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_country");
    api->get_timezone_str = (const char *(*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_timezone_str");
    api->get_timezones = (GTimeZone **(*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_get_timezones");
    api->free_timezones = (void (*)(GWeatherLocation *, GTimeZone **))meridian_gweather_symbol(library, "gweather_location_free_timezones");
    api->has_coords = (gboolean (*)(GWeatherLocation *))meridian_gweather_symbol(library, "gweather_location_has_coords");
    api->get_coords = (void (*)(GWeatherLocation *, double *, double *))meridian_gweather_symbol(library, "gweather_location_get_coords");
    return api->get_world && api->next_child && api->get_level && api->get_name && api->get_english_name && api->get_country
        && api->get_timezone_str && api->get_timezones && api->free_timezones && api->has_coords && api->get_coords;
}
#endif
