import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// The About dialog GNOME apps have: name, version, what it is, website, licence.
@MainActor
enum AboutDialog {
    static func show(parent: Widget?) {
        let dialog = gtk_about_dialog_new()!
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, "Meridian")
        gtk_about_dialog_set_version(about, AppInfo.version)
        gtk_about_dialog_set_comments(about, tr("A world clock and media player in which nothing you do is ever lost"))
        gtk_about_dialog_set_website(about, AppInfo.website)
        gtk_about_dialog_set_website_label(about, tr("Website"))
        gtk_about_dialog_set_copyright(about, AppInfo.copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(about, MeridianApplication.applicationID)
        var authors: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("The Meridian developers")), nil]
        defer { free(UnsafeMutableRawPointer(mutating: authors[0])) }
        gtk_about_dialog_set_authors(about, &authors)
        if let parent { gtk_window_set_transient_for(dialog.cast(), parent.cast()) }
        gtk_window_set_modal(dialog.cast(), 1)
        Widgets.setAccessibleName(dialog, tr("About Meridian"))
        // Closing (or Escape) answers with a response: the dialog goes then.
        onSignal(UnsafeMutableRawPointer(dialog), "response") { (_: gpointer?) in gtk_widget_destroy(dialog) }
        gtk_widget_show(dialog)
    }
}
