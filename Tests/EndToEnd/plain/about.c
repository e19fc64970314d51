/* A plain GTK 3 program, no Meridian in it: a window and an About dialog with a website and
 * a licence, shown and then closed. Read by a screen reader while it shows and afterwards
 * (read_after_about.py),
 * GTK's accessibility bridge logs Atk-CRITICAL and GLib-GObject-CRITICAL lines for the
 * dialog's linked labels, whose accessibles outlive them. The walk forgives exactly these
 * lines once Meridian's About has opened (walk.py, GTK_ABOUT_CRITICALS). */
#include <gtk/gtk.h>

static gboolean close_about(gpointer dialog) {
    gtk_widget_destroy(GTK_WIDGET(dialog));
    g_printerr("plain: About closed\n");
    return G_SOURCE_REMOVE;
}

static gboolean about_shown(GtkWidget *dialog, GdkEvent *event, gpointer data) {
    g_printerr("plain: About shown\n");
    g_timeout_add(1500, close_about, dialog);
    return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Plain");
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("A plain GTK program"));
    gtk_widget_show_all(window);

    GtkWidget *about = gtk_about_dialog_new();
    gtk_about_dialog_set_program_name(GTK_ABOUT_DIALOG(about), "Plain");
    gtk_about_dialog_set_website(GTK_ABOUT_DIALOG(about), "https://example.org");
    gtk_about_dialog_set_license_type(GTK_ABOUT_DIALOG(about), GTK_LICENSE_MIT_X11);
    gtk_window_set_transient_for(GTK_WINDOW(about), GTK_WINDOW(window));
    g_signal_connect(about, "map-event", G_CALLBACK(about_shown), NULL);
    gtk_widget_show(about);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("dev.meridian.PlainAbout", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
