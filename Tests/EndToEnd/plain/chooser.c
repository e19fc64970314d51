/* A plain GTK 3 program, no Meridian in it: a window and a file chooser (GtkFileChooserNative,
 * which without a portal is GTK's own dialog), answered as the walk answers one: Ctrl+L, a
 * path typed into the location field, Enter (type_in_chooser.py). Under Xvfb with no window
 * manager, GTK logs Gtk-CRITICAL lines from the location field's completion popup by itself.
 * The walk forgives exactly these lines once it has typed a path (walk.py,
 * GTK_CHOOSER_CRITICALS). */
#include <gtk/gtk.h>

static void answered(GtkNativeDialog *chooser, gint response, gpointer app) {
    g_printerr("plain: chooser answered\n");
    g_application_quit(G_APPLICATION(app));
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
    GtkApplication *app = gtk_application_new("dev.meridian.PlainChooser", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
