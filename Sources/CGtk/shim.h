// GTK 3 for Swift: the headers, plus small inline shims for what Swift cannot import
// (function-like macros and variadic functions).
#ifndef MERIDIAN_CGTK_SHIM_H
#define MERIDIAN_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
// The clock's alarm on the wall clock (WallClockAlarm): Swift's Glibc does not import it.
#include <sys/timerfd.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Whether the calling thread is the process's first thread (Swift's Glibc imports no gettid):
/// where the main queue runs until an async main hands it to Dispatch's threads
/// (MainQueueBridge.swift).
static inline gboolean meridian_is_process_main_thread(void) {
    return syscall(SYS_gettid) == getpid();
}

/// Makes `container` lay its children out again itself when one of them asks (`inside`), instead
/// of passing the request up to the window (LayoutBoundary.swift). Resize modes are deprecated in
/// GTK 3, but they are the one way to keep a child's relayout from reaching the toplevel.
static inline void meridian_container_keep_resizes_inside(GtkContainer *container, gboolean inside) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_container_set_resize_mode(container, inside ? GTK_RESIZE_QUEUE : GTK_RESIZE_PARENT);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/// The least width `widget` needs for what it holds, leaving out a size request set on it
/// (GTK_WIDGET_GET_CLASS is a macro): a list stretched to its scrolled area's width by a
/// request still needs only its rows' width (Scrolling.swift).
static inline gint meridian_widget_least_width_of_content(GtkWidget *widget) {
    gint minimum = 0, natural = 0;
    GTK_WIDGET_GET_CLASS(widget)->get_preferred_width(widget, &minimum, &natural);
    return minimum;
}

/// Turns GTK's animations off or on for the whole app (g_object_set is variadic). Set by the
/// app, the value outranks the desktop's until gtk_settings_reset_property gives it back.
static inline void meridian_settings_set_animations(gboolean on) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", on, NULL);
}

/// Keeps GTK from selecting the whole text of a selectable label that takes the focus (for the
/// whole app; g_object_set is variadic).
static inline void meridian_settings_keep_label_selection_on_focus(void) {
    g_object_set(gtk_settings_get_default(), "gtk-label-select-on-focus", FALSE, NULL);
}

/// Whether GTK animates now (g_object_get is variadic).
static inline gboolean meridian_settings_animations(void) {
    gboolean on = TRUE;
    g_object_get(gtk_settings_get_default(), "gtk-enable-animations", &on, NULL);
    return on;
}

/// g_signal_connect_data with the handler as an untyped pointer (G_CALLBACK is a macro).
static inline gulong meridian_signal_connect(gpointer instance, const char *signal, const void *handler,
                                             gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, (GCallback)handler, data, destroy, 0);
}

/// How many arguments `signal` passes its handlers after the instance, or -1 when the instance
/// has no such signal (G_TYPE_FROM_INSTANCE is a macro).
static inline gint meridian_signal_argument_count(gpointer instance, const char *signal) {
    guint id = 0;
    GQuark detail = 0;
    if (!g_signal_parse_name(signal, G_TYPE_FROM_INSTANCE(instance), &id, &detail, FALSE)) return -1;
    GSignalQuery query;
    g_signal_query(id, &query);
    return (gint)query.n_params;
}

/// gtk_message_dialog_new is variadic: a dialog showing `text` as it is (no format string).
static inline GtkWidget *meridian_message_dialog_new(GtkWindow *parent, GtkMessageType type,
                                                     GtkButtonsType buttons, const char *text) {
    return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type, buttons,
                                  "%s", text);
}

/// g_application_command_line_printerr is variadic: writes `text` as it is on the standard
/// error of the process that forwarded the command line.
static inline void meridian_command_line_printerr(GApplicationCommandLine *command_line, const char *text) {
    g_application_command_line_printerr(command_line, "%s", text);
}

/// gtk_message_dialog_format_secondary_text is variadic: sets the detail text as it is.
static inline void meridian_message_dialog_set_detail(GtkMessageDialog *dialog, const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, "%s", text);
}

/// "query-tooltip" of a label: its whole text, only when it is cut with "…".
static inline gboolean meridian_tooltip_when_cut(GtkWidget *widget, gint x, gint y, gboolean keyboard,
                                                 GtkTooltip *tooltip, gpointer data) {
    GtkLabel *label = GTK_LABEL(widget);
    if (!pango_layout_is_ellipsized(gtk_label_get_layout(label))) return FALSE;
    gtk_tooltip_set_text(tooltip, gtk_label_get_text(label));
    return TRUE;
}

/// Gives an ellipsizing label its whole text as a tooltip whenever the text is cut.
static inline void meridian_label_show_cut_text_as_tooltip(GtkWidget *label) {
    gtk_widget_set_has_tooltip(label, TRUE);
    g_signal_connect_data(label, "query-tooltip", G_CALLBACK(meridian_tooltip_when_cut), NULL, NULL, 0);
}

/// Where a tree's row draws its node's arrow (`RowExpander`): the square of its `size` pixels
/// `spacing` before its child (both given by `meridian_row_set_expander`), in the row's own
/// coordinates (after the child in a right-to-left language); FALSE when the row has no arrow.
/// (A widget's allocation leaves out its margins: the child's margin is the arrow's room.)
static inline gboolean meridian_row_expander_area(GtkWidget *row, GdkRectangle *area) {
    gint state = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "meridian-expander"));
    GtkWidget *child = gtk_bin_get_child(GTK_BIN(row));
    if (state == 0 || child == NULL) return FALSE;
    GtkAllocation own, inner;
    gtk_widget_get_allocation(row, &own);
    gtk_widget_get_allocation(child, &inner);
    gint size = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "meridian-expander-size"));
    gint spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "meridian-expander-spacing"));
    gboolean rtl = gtk_widget_get_direction(row) == GTK_TEXT_DIR_RTL;
    area->x = rtl ? inner.x - own.x + inner.width + spacing : inner.x - own.x - spacing - size;
    area->y = (own.height - size) / 2;
    area->width = size;
    area->height = size;
    return TRUE;
}

/// Whether the point `x`, `y` of the row's parent window falls on the row's arrow: its column,
/// the row's whole height.
static inline gboolean meridian_row_expander_hit(GtkWidget *row, gdouble x, gdouble y) {
    GdkRectangle area;
    if (!meridian_row_expander_area(row, &area)) return FALSE;
    GtkAllocation own;
    gtk_widget_get_allocation(row, &own);
    gdouble inX = x - own.x, inY = y - own.y;
    return inX >= area.x && inX < area.x + area.width && inY >= 0 && inY < own.height;
}

/// "draw" of a tree's row, after its own: its arrow, as Adwaita draws GtkTreeView's expanders
/// (pan-end-symbolic, pan-down-symbolic when the node is open): a triangle 6 pixels by 11 in
/// the row's text colour, mixed a third of the way to its background (at 70 % opacity).
static inline gboolean meridian_row_draw_expander(GtkWidget *row, cairo_t *cr, gpointer data) {
    GdkRectangle area;
    if (!meridian_row_expander_area(row, &area)) return FALSE;
    GtkStyleContext *style = gtk_widget_get_style_context(row);
    GdkRGBA color;
    gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color);
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * 0.7);
    gboolean open = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(row), "meridian-expander")) == 2;
    gboolean rtl = gtk_widget_get_direction(row) == GTK_TEXT_DIR_RTL;
    // Centred in the arrow's square, whatever its size: 11 pixels along the base, 6 to the tip.
    double centreX = area.x + area.width / 2.0, centreY = area.y + area.height / 2.0;
    if (open) {
        cairo_move_to(cr, centreX - 5.5, centreY - 3);
        cairo_line_to(cr, centreX + 5.5, centreY - 3);
        cairo_line_to(cr, centreX, centreY + 3);
    } else {
        double base = rtl ? centreX + 3 : centreX - 3, tip = rtl ? base - 6 : base + 6;
        cairo_move_to(cr, base, centreY - 5.5);
        cairo_line_to(cr, tip, centreY);
        cairo_line_to(cr, base, centreY + 5.5);
    }
    cairo_close_path(cr);
    cairo_fill(cr);
    return FALSE;
}

/// "query-tooltip" of a tree's row: the arrow's words over the arrow; elsewhere, the row's own.
static inline gboolean meridian_row_expander_tooltip(GtkWidget *row, gint x, gint y, gboolean keyboard,
                                                     GtkTooltip *tooltip, gpointer data) {
    GtkAllocation own;
    gtk_widget_get_allocation(row, &own);
    const char *text = g_object_get_data(G_OBJECT(row), "meridian-expander-tooltip");
    if (keyboard || text == NULL || !meridian_row_expander_hit(row, x + own.x, y + own.y)) return FALSE;
    gtk_tooltip_set_text(tooltip, text);
    return TRUE;
}

/// Gives a list's row a tree node's arrow: none (0), folded (1) or open (2), its tooltip
/// `words`, in a square of `size` pixels `spacing` before the row's child. Drawn by the row,
/// not a widget of its own: an arrow in a box beside the row's content was three widgets more
/// a row, and painting a screenful of rows took twice as long.
static inline void meridian_row_set_expander(GtkWidget *row, gint state, const char *words, gint size, gint spacing) {
    if (g_object_get_data(G_OBJECT(row), "meridian-expander-drawn") == NULL) {
        g_signal_connect_data(row, "draw", G_CALLBACK(meridian_row_draw_expander), NULL, NULL, G_CONNECT_AFTER);
        g_signal_connect_data(row, "query-tooltip", G_CALLBACK(meridian_row_expander_tooltip), NULL, NULL, 0);
        g_object_set_data(G_OBJECT(row), "meridian-expander-drawn", GINT_TO_POINTER(1));
    }
    g_object_set_data(G_OBJECT(row), "meridian-expander", GINT_TO_POINTER(state));
    g_object_set_data(G_OBJECT(row), "meridian-expander-size", GINT_TO_POINTER(size));
    g_object_set_data(G_OBJECT(row), "meridian-expander-spacing", GINT_TO_POINTER(spacing));
    g_object_set_data_full(G_OBJECT(row), "meridian-expander-tooltip", state == 0 ? NULL : g_strdup(words), g_free);
    if (state != 0) gtk_widget_set_has_tooltip(row, TRUE);
    gtk_widget_queue_draw(row);
}

/// g_variant_new_int32/string are fine; GVariantType needs a macro-free constructor.
static inline const GVariantType *meridian_variant_type_int32(void) { return G_VARIANT_TYPE_INT32; }
static inline const GVariantType *meridian_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

/// Sets an unsigned integer property (g_object_set is variadic).
static inline void meridian_object_set_uint(gpointer object, const char *name, guint value) { g_object_set(object, name, value, NULL); }

/// The words a screen reader speaks for a slider's value, in place of its number: the object
/// attribute "valuetext", which Orca reads before the value (as for ARIA's aria-valuetext).
/// GTK 3 has no setter for an object attribute, so the accessible's class gets a
/// get_attributes that adds the text kept on the accessible, when there is one, to what GTK
/// gives; accessibles of the class without such a text are unchanged.
typedef AtkAttributeSet *(*MeridianGetAttributes)(AtkObject *);

/// GTK's own get_attributes of the class, kept on its type (a header has no globals Swift can see).
static inline MeridianGetAttributes meridian_gtk_get_attributes(AtkObject *accessible) {
    return (MeridianGetAttributes)g_type_get_qdata(G_OBJECT_TYPE(accessible), g_quark_from_static_string("meridian-gtk-get-attributes"));
}

static inline AtkAttributeSet *meridian_get_attributes_with_value_text(AtkObject *accessible) {
    MeridianGetAttributes gtk = meridian_gtk_get_attributes(accessible);
    AtkAttributeSet *attributes = gtk ? gtk(accessible) : NULL;
    const char *text = g_object_get_data(G_OBJECT(accessible), "meridian-value-text");
    if (text) {
        AtkAttribute *attribute = g_new(AtkAttribute, 1);
        attribute->name = g_strdup("valuetext");
        attribute->value = g_strdup(text);
        attributes = g_slist_prepend(attributes, attribute);
    }
    return attributes;
}

static inline void meridian_accessible_set_value_text(GtkWidget *widget, const char *text) {
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    AtkObjectClass *class = ATK_OBJECT_GET_CLASS(accessible);
    if (class->get_attributes != meridian_get_attributes_with_value_text) {
        g_type_set_qdata(G_OBJECT_TYPE(accessible), g_quark_from_static_string("meridian-gtk-get-attributes"), (gpointer)class->get_attributes);
        class->get_attributes = meridian_get_attributes_with_value_text;
    }
    g_object_set_data_full(G_OBJECT(accessible), "meridian-value-text", g_strdup(text), g_free);
}

/// GTK's own ref_state_set of the accessible's class, or of the class it was inherited from,
/// kept on that type as the value text's get_attributes is.
typedef AtkStateSet *(*MeridianRefStateSet)(AtkObject *);

static inline MeridianRefStateSet meridian_gtk_ref_state_set(AtkObject *accessible) {
    for (GType type = G_OBJECT_TYPE(accessible); type; type = g_type_parent(type)) {
        gpointer states = g_type_get_qdata(type, g_quark_from_static_string("meridian-gtk-ref-state-set"));
        if (states) return (MeridianRefStateSet)states;
    }
    return NULL;
}

/// The accessible's states as GTK gives them, with EXPANDABLE and EXPANDED as
/// `meridian_accessible_set_expansion` said of its widget.
static inline AtkStateSet *meridian_ref_state_set_with_expansion(AtkObject *accessible) {
    MeridianRefStateSet gtk = meridian_gtk_ref_state_set(accessible);
    AtkStateSet *states = gtk ? gtk(accessible) : atk_state_set_new();
    GtkWidget *widget = GTK_IS_ACCESSIBLE(accessible) ? gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible)) : NULL;
    gint expansion = widget ? GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), "meridian-expansion")) : 0;
    if (expansion > 0) atk_state_set_add_state(states, ATK_STATE_EXPANDABLE);
    if (expansion == 2) atk_state_set_add_state(states, ATK_STATE_EXPANDED);
    return states;
}

/// Tells a screen reader whether the widget (a tree's row) opens and folds, and whether it is
/// open (0: neither, 1: folded, 2: open), as GtkTreeView says of its rows. It is kept on the
/// widget and read when a screen reader asks the row's states, so a row makes no accessible
/// object for it (GTK makes one when asked); with `announce` (a row a screen reader may know
/// already), a change is announced. GTK 3 has no setter for a state: the class of the widget
/// type's accessible gets, once, a ref_state_set that adds them.
static inline void meridian_accessible_set_expansion(GtkWidget *widget, gint expansion, gboolean announce) {
    GQuark installed = g_quark_from_static_string("meridian-expansion-installed");
    if (!g_type_get_qdata(G_OBJECT_TYPE(widget), installed)) {
        AtkObject *accessible = gtk_widget_get_accessible(widget);
        AtkObjectClass *class = ATK_OBJECT_GET_CLASS(accessible);
        if (class->ref_state_set != meridian_ref_state_set_with_expansion) {
            g_type_set_qdata(G_OBJECT_TYPE(accessible), g_quark_from_static_string("meridian-gtk-ref-state-set"), (gpointer)class->ref_state_set);
            class->ref_state_set = meridian_ref_state_set_with_expansion;
        }
        g_type_set_qdata(G_OBJECT_TYPE(widget), installed, GINT_TO_POINTER(1));
    }
    gint before = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), "meridian-expansion"));
    g_object_set_data(G_OBJECT(widget), "meridian-expansion", GINT_TO_POINTER(expansion));
    if (!announce) return;
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    if ((before > 0) != (expansion > 0)) atk_object_notify_state_change(accessible, ATK_STATE_EXPANDABLE, expansion > 0);
    if ((before == 2) != (expansion == 2)) atk_object_notify_state_change(accessible, ATK_STATE_EXPANDED, expansion == 2);
}

#endif
