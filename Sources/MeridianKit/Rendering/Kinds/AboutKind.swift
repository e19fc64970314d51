import CGtk
import MeridianKitCore

/// An About window (`About`): a hidden placeholder in the window's description, and GTK's
/// About dialog over the window, made with it and destroyed with it, shown while the content
/// says. Its Close, Escape and its close send `onActivate`; it hides only when the state says
/// so, and is kept while its window lasts (a destroyed one leaves its links' accessibles
/// behind: Tests/EndToEnd/plain/about.c), made again only if something else destroyed it.
@MainActor
extension AboutContent: GtkKind {
    typealias Gtk = GtkBox

    static func make(_ about: AboutContent) -> Widget { DialogPlaceholder.make() }

    static func setUp(_ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        makeDialog(in: placeholder.widget, of: node)
        onSignal(placeholder, "destroy") { [widget = placeholder.widget] in DialogPlaceholder.destroyDialog(of: widget) }
    }

    /// GTK's About dialog, held by the placeholder until either is destroyed.
    private static func makeDialog(in placeholder: Widget, of node: MountedView) {
        let dialog = gtk_about_dialog_new()!
        gtk_window_set_modal(dialog.cast(), 1)
        onSignal(dialog, "response") { [weak node] (_: gpointer?) in node?.fromUser { $0.view.events.onActivate?() } }
        // Destroyed from outside (its X window killed): closed, as its Close does, and made again
        // the next time it shows.
        DialogPlaceholder.hold(dialog, in: placeholder) { [weak node] in node?.fromUser { $0.view.events.onActivate?() } }
    }

    func apply(over old: AboutContent?, to placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        guard let dialog = DialogPlaceholder.dialog(of: placeholder.widget), old?.info != info else { return }
        let about = typed(dialog, as: GtkAboutDialog.self)
        node.set {
            gtk_about_dialog_set_program_name(about, info.name)
            gtk_about_dialog_set_version(about, info.version)
            gtk_about_dialog_set_comments(about, info.comments)
            // A link is set only when it changed: each setting leaves GTK's old link accessibles.
            if old?.info.website != info.website { gtk_about_dialog_set_website(about, info.website) }
            if old?.info.websiteLabel != info.websiteLabel { gtk_about_dialog_set_website_label(about, info.websiteLabel) }
            gtk_about_dialog_set_copyright(about, info.copyright)
            gtk_about_dialog_set_license_type(about, info.license.gtk)
            Self.setAuthors(info.authors, of: about)
            Self.setLogo(info.logo, of: about)
            Widgets.setAccessibleName(dialog, info.title)
        }
    }

    /// After the rest: shown or hidden, over the window the placeholder is in.
    func finish(over old: AboutContent?, _ placeholder: UnsafeMutablePointer<GtkBox>, of node: MountedView) {
        if isShown, DialogPlaceholder.dialog(of: placeholder.widget) == nil {
            Self.makeDialog(in: placeholder.widget, of: node)
            apply(over: nil, to: placeholder, of: node)
        }
        if isShown, old?.isShown != true, let dialog = DialogPlaceholder.dialog(of: placeholder.widget) {
            Self.showFirstPage(of: dialog)
        }
        DialogPlaceholder.show(isShown, over: old?.isShown, in: placeholder.widget, of: node)
    }

    /// The dialog kept from its last showing opens on its first page again, not on the
    /// Credits or License it was closed on, as a new About dialog would. Without a header bar
    /// the pages are chosen by toggle buttons, which GTK does not raise when the page changes:
    /// each is raised (which shows the first page), then the page is set for a header bar's
    /// switcher, which follows it.
    private static func showFirstPage(of dialog: Widget) {
        func raiseToggles(in widget: Widget) {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_toggle_button_get_type()) != 0 {
                gtk_toggle_button_set_active(typed(widget, as: GtkToggleButton.self), 0)
            }
            Widgets.children(of: widget).forEach(raiseToggles)
        }
        raiseToggles(in: dialog)
        guard let stack = gtk_widget_get_template_child(dialog, gtk_about_dialog_get_type(), "stack") else { return }
        gtk_stack_set_visible_child_full(UnsafeMutableRawPointer(stack).assumingMemoryBound(to: GtkStack.self), "main", GTK_STACK_TRANSITION_TYPE_NONE)
    }

    private static func setAuthors(_ authors: [String], of about: UnsafeMutablePointer<GtkAboutDialog>) {
        // None: no Credits page, rather than an empty one.
        guard !authors.isEmpty else { return gtk_about_dialog_set_authors(about, nil) }
        var names: [UnsafePointer<CChar>?] = authors.map { UnsafePointer(strdup($0)) } + [nil]
        defer { names.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_about_dialog_set_authors(about, &names)
    }

    private static func setLogo(_ logo: AboutLogo, of about: UnsafeMutablePointer<GtkAboutDialog>) {
        switch logo {
        case .iconName(let name):
            gtk_about_dialog_set_logo_icon_name(about, name)
        case .file(let path):
            // Drawn at 128 pixels, as GTK draws an icon name's; a file that cannot be read
            // leaves the theme's generic icon rather than a broken picture.
            guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, 128, 128, nil) else {
                return gtk_about_dialog_set_logo_icon_name(about, "application-x-executable")
            }
            gtk_about_dialog_set_logo(about, pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        }
    }
}

extension AboutLicense {
    /// GTK's licence.
    var gtk: GtkLicense {
        switch self {
        case .mit: GTK_LICENSE_MIT_X11
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        }
    }
}
