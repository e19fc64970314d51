// GStreamer for Swift: the headers, plus small inline shims for what Swift cannot import
// (function-like macros and variadic functions).
#ifndef MERIDIAN_CGSTREAMER_SHIM_H
#define MERIDIAN_CGSTREAMER_SHIM_H

#include <gst/gst.h>
#include <gst/pbutils/pbutils.h>

/// g_object_set is variadic: one object-valued property.
static inline void meridian_gst_set_object(gpointer object, const char *name, gpointer value) {
    g_object_set(object, name, value, NULL);
}

/// g_object_set is variadic: one string-valued property.
static inline void meridian_gst_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// g_object_set is variadic: one boolean property.
static inline void meridian_gst_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// g_object_get is variadic: one pointer-valued property, with a reference the caller releases.
static inline gpointer meridian_gst_get_object(gpointer object, const char *name) {
    gpointer value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// One integer property (g_object_get is variadic).
static inline gint meridian_gst_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// GST_MESSAGE_TYPE and GST_MESSAGE_SRC are macros.
static inline GstMessageType meridian_gst_message_type(GstMessage *message) { return GST_MESSAGE_TYPE(message); }
static inline GstObject *meridian_gst_message_source(GstMessage *message) { return GST_MESSAGE_SRC(message); }

/// GST_SECOND is a macro (a cast); nanoseconds per second.
static inline gint64 meridian_gst_second(void) { return GST_SECOND; }

#endif
