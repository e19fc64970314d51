/* A plain GTK 3 program, no Meridian in it: a window that opens a file chooser
 * (GtkFileChooserNative, which without a portal is GTK's own dialog) three times, one after
 * the other, each closed by Escape (read_after_chooser.py), and runs on. Once closed choosers
 * have gone, an accessibility client that starts then (a screen reader launched later, a
 * one-off reader) makes GTK log Atk-CRITICAL and GLib-GObject-CRITICAL lines by itself: the
 * accessibility bridge still holds the accessibles of a closed chooser's buttons (its "Create
 * Folder" menu button), whose widgets are gone, and GTK's button accessible answers them with
 * no state set. Meridian logs the same lines in the same case; a client that runs throughout
 * (a screen reader started first, the walk) meets none. */
#include <gtk/gtk.h>

static gboolean show_chooser(gpointer app);

static void answered(GtkNativeDialog *chooser, gint response, gpointer app) {
    static int closed = 0;
    g_object_unref(chooser);
    g_printerr("plain: chooser closed\n");
    if (++closed < 3)
        g_timeout_add(300, show_chooser, app);
}

static gboolean show_chooser(gpointer app) {
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(
        "Plain Open", gtk_application_get_active_window(GTK_APPLICATION(app)), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel");
    g_signal_connect(chooser, "response", G_CALLBACK(answered), app);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
    g_printerr("plain: chooser shown\n");
    return G_SOURCE_REMOVE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Plain");
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("A plain GTK program"));
    gtk_widget_show_all(window);
    g_timeout_add(300, show_chooser, app);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("dev.meridian.PlainClosedChooser", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
