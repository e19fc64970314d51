import CGtk
import Foundation
import MeridianCore
import MeridianKit

/// The About dialog GNOME apps have: name, version, what it is, website, licence.
@MainActor
enum AboutDialog {
    /// The dialog once made: closing hides it, and About shows it again. GTK's About dialog,
    /// once destroyed, leaves the accessibles of its linked labels alive without their labels
    /// (a plain C program shows it: Tests/EndToEnd/plain/about.c); each read of the window by
    /// a screen reader then logs criticals for them. Kept, it leaves none the first time; each
    /// later showing sets its links anew and leaves the old link objects the same way, fewer
    /// than a new dialog's.
    private static var shown: Widget?

    static func show(parent: Widget?) {
        if let shown {
            if let parent { gtk_window_set_transient_for(shown.cast(), parent.cast()) }
            return gtk_window_present(shown.cast())
        }
        let dialog = gtk_about_dialog_new()!
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, "Meridian")
        gtk_about_dialog_set_version(about, AppInfo.version)
        gtk_about_dialog_set_comments(about, tr("A world clock and media player in which nothing you do is ever lost"))
        gtk_about_dialog_set_website(about, AppInfo.website)
        gtk_about_dialog_set_website_label(about, tr("Website"))
        gtk_about_dialog_set_copyright(about, AppInfo.copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        setLogo(of: about)
        var authors: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("The Meridian developers")), nil]
        defer { free(UnsafeMutableRawPointer(mutating: authors[0])) }
        gtk_about_dialog_set_authors(about, &authors)
        if let parent { gtk_window_set_transient_for(dialog.cast(), parent.cast()) }
        gtk_window_set_modal(dialog.cast(), 1)
        gtk_window_set_destroy_with_parent(dialog.cast(), 1)
        Widgets.setAccessibleName(dialog, tr("About Meridian"))
        // Its Close button and Escape answer with a response, the window manager's close with a
        // "delete-event", whose default destroys the dialog: each hides it.
        onSignal(UnsafeMutableRawPointer(dialog), "response") { (_: gpointer?) in gtk_widget_hide(dialog) }
        onEvent(dialog, "delete-event") { _ in
            gtk_widget_hide(dialog)
            return true
        }
        // Gone with its window (the application's last window closing), it is made anew.
        onSignal(UnsafeMutableRawPointer(dialog), "destroy") { shown = nil }
        shown = dialog
        gtk_widget_show(dialog)
    }

    /// Where the dialog's logo comes from: the icon theme, which has Meridian's icon once it is
    /// installed; a file of the source tree, run from the build; or a generic icon, never a
    /// broken image.
    enum Logo: Equatable {
        case iconName(String)
        case file(String)
    }

    /// The icon the About dialog shows when the theme has none of Meridian's.
    static let genericIcon = "preferences-system-time-symbolic"

    /// The logo to show: the theme's icon when it has it (`themeHas`), else the first of the
    /// source tree's icons beside `executable` (`.build/debug/meridian`, its symlinks resolved)
    /// that exists, else the generic icon.
    static func logo(executable: String, themeHas: (String) -> Bool, exists: (String) -> Bool) -> Logo {
        if themeHas(MeridianApplication.applicationID) { return .iconName(MeridianApplication.applicationID) }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let icon = "Resources/icons/hicolor/256x256/apps/\(MeridianApplication.applicationID).png"
        // .build/debug/meridian, or .build/x86_64-unknown-linux-gnu/debug/meridian: the tree is
        // two or three folders up.
        let found = ["../..", "../../.."].map { folder.appendingPathComponent("\($0)/\(icon)").standardized.path(percentEncoded: false) }.first(where: exists)
        return found.map(Logo.file) ?? .iconName(genericIcon)
    }

    private static func setLogo(of about: UnsafeMutablePointer<GtkAboutDialog>) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let theme = gtk_icon_theme_get_default()
        switch logo(executable: executable, themeHas: { gtk_icon_theme_has_icon(theme, $0) != 0 }, exists: { FileManager.default.fileExists(atPath: $0) }) {
        case .iconName(let name):
            gtk_about_dialog_set_logo_icon_name(about, name)
        case .file(let path):
            // The dialog's logo is drawn at 128 pixels, as GTK draws an icon name's.
            guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, 128, 128, nil) else {
                return gtk_about_dialog_set_logo_icon_name(about, genericIcon)
            }
            gtk_about_dialog_set_logo(about, pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
    }
}
