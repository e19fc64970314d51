import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// What a stranger's pass found in Meridian's dialogs, each with the test that shows it mended.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct StrangerFixesTests {
    typealias H = GtkTestHarness

    // MARK: The About dialog's logo

    @Test func theAboutLogoIsTheThemesIconOnceInstalled() {
        let logo = AboutMeridian.logo(executable: "/usr/bin/meridian", themeHas: { $0 == "dev.meridian.Meridian" }, exists: { _ in true })
        #expect(logo == .iconName("dev.meridian.Meridian"))
    }

    @Test func runFromTheBuildTheAboutLogoIsTheSourceTreesIcon() {
        let icon = "/src/meridian/Resources/icons/hicolor/256x256/apps/dev.meridian.Meridian.png"
        for executable in ["/src/meridian/.build/debug/meridian", "/src/meridian/.build/x86_64-unknown-linux-gnu/debug/meridian"] {
            #expect(AboutMeridian.logo(executable: executable, themeHas: { _ in false }, exists: { $0 == icon }) == .file(icon))
        }
    }

    @Test func withNoIconAnywhereTheAboutLogoIsAGenericOneNotABrokenImage() throws {
        try #require(H.isReady)
        #expect(AboutMeridian.logo(executable: "/opt/meridian", themeHas: { _ in false }, exists: { _ in false }) == .iconName(AboutMeridian.genericIcon))
        #expect(gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), AboutMeridian.genericIcon) != 0, "the theme GTK brings has it")
    }

    /// The About dialog, opened as its menu item opens it.
    func openAbout(in app: MeridianApplication) throws -> Widget {
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        H.pump()
        return try #require(Look.toplevels().first { Look.accessibleName($0) == "About Meridian" && gtk_widget_get_visible($0) != 0 })
    }

    /// Run from `.build`, with no icon installed: the dialog shows a logo it can draw.
    @Test func theAboutDialogsLogoCanBeDrawn() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let dialog = try openAbout(in: app)
        defer { gtk_dialog_response(dialog.cast(), GTK_RESPONSE_DELETE_EVENT.rawValue) }
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        let iconName = gtk_about_dialog_get_logo_icon_name(about).map { String(cString: $0) }
        let drawable = gtk_about_dialog_get_logo(about) != nil
            || iconName.map { gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), $0) != 0 } == true
        #expect(drawable, "the logo \(iconName ?? "(a picture)") is one GTK can draw")
    }

    /// Closed on its Credits page, the About dialog opened again on Credits (it is kept for
    /// the window's life); it opens on its first page, as a new one would.
    @Test func theAboutDialogOpensOnItsFirstPageAgain() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let dialog = try openAbout(in: app)
        let stack = try #require(gtk_widget_get_template_child(dialog, gtk_about_dialog_get_type(), "stack"))
            .withMemoryRebound(to: GtkStack.self, capacity: 1) { $0 }
        func page() -> String? { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        // The page buttons the user sees (Credits, License: toggles without a header bar).
        func pageButtons() -> [Widget] {
            Look.descendants(dialog).filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_toggle_button_get_type()) != 0 && gtk_widget_get_mapped($0) != 0 }
        }
        gtk_button_clicked(try #require(pageButtons().last).cast())
        H.pump()
        #expect(page() != "main")
        #expect(pageButtons().contains { gtk_toggle_button_get_active($0.cast()) != 0 })
        gtk_dialog_response(dialog.cast(), GTK_RESPONSE_DELETE_EVENT.rawValue)
        H.pump()
        #expect(gtk_widget_get_visible(dialog) == 0)
        #expect(try openAbout(in: app) == dialog, "the same dialog, kept")
        defer { gtk_dialog_response(dialog.cast(), GTK_RESPONSE_DELETE_EVENT.rawValue) }
        #expect(gtk_widget_get_visible(dialog) != 0)
        #expect(page() == "main")
        #expect(!pageButtons().contains { gtk_toggle_button_get_active($0.cast()) != 0 }, "and no page button stays pressed")
    }

    // MARK: File choosers

    /// GTK's own chooser over a window (without a portal, GtkFileChooserNative shows one).
    func openChooser(over parent: Widget, chosen: @escaping @MainActor (String?) -> Void) throws -> Widget {
        let before = Set(Look.toplevels())
        FileDialogs.choose(.open(title: "Open Media", filters: [FileFilter(name: "Video", mimeTypes: ["video/*"])]), parent: parent, completion: chosen)
        H.pump()
        return try #require(Look.toplevels().first { !before.contains($0) && gtk_widget_get_visible($0) != 0 })
    }

    @Test func aChooserIsNoLargerThanTheWindowItStandsOver() {
        #expect(FileDialogs.fittingSize(parent: (1024, 600), screen: (1024, 640)) == (900, 540))
        #expect(FileDialogs.fittingSize(parent: (700, 500), screen: (1024, 640)) == (630, 450))
        #expect(FileDialogs.fittingSize(parent: (1280, 900), screen: (1024, 640)) == (900, 576), "nor the screen")
        #expect(FileDialogs.fittingSize(parent: nil, screen: (1024, 640)) == (900, 576))
    }

    /// At 1024×640 GTK's chooser, 45 lines of text high, was taller than the screen.
    @Test func theChooserFitsTheWindowItStandsOver() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let parent = try #require(app.window?.window)
        gtk_window_resize(parent.cast(), 760, 480)
        H.pump()
        H.nextFrame(of: parent)
        var parentWidth: gint = 0, parentHeight: gint = 0
        gtk_window_get_size(parent.cast(), &parentWidth, &parentHeight)
        let chooser = try openChooser(over: parent) { _ in }
        defer { gtk_widget_destroy(chooser) }
        var width: gint = 0, height: gint = 0
        let fits = H.wait(until: {
            gtk_window_get_size(chooser.cast(), &width, &height)
            return height <= parentHeight && width <= parentWidth
        })
        #expect(fits, "a chooser of \(width)×\(height) over a window of \(parentWidth)×\(parentHeight)")
        #expect(height <= parentHeight && width <= parentWidth, "a chooser of \(width)×\(height) over a window of \(parentWidth)×\(parentHeight)")
    }

    // MARK: Open Folder

    /// The message bar's Open Folder, with no file manager to show the folder: the bar says
    /// why (it said nothing: the failure's message went with the export's, the offer being
    /// the bar's answer too).
    @Test func openFolderThatCannotOpenSaysWhy() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        app.showFolder = { _, _ in "Failed to find default application for content type ‘inode/directory’" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await withCheckedContinuation { done in app.files.exportSnapshot(to: folder.appendingPathComponent("x.json").path) { done.resume() } }
        H.pump()
        gtk_button_clicked(window.messageBar.offerButton.cast())
        H.pump()
        #expect(app.store.state.viewState.message == FileMessages.folderNotShown(folder.path, reason: "Failed to find default application for content type ‘inode/directory’"))
        #expect(Look.isVisible(window.messageBar.root))
    }

    /// Where no application opens folders (as under the tests' Xvfb), showing one says why at
    /// once: GTK's gtk_show_uri_on_window said yes, launched later, and failed unheard.
    @Test func showingAFolderNoApplicationOpensSaysWhy() throws {
        try #require(H.isReady)
        let handler = g_app_info_get_default_for_type("inode/directory", 0)
        defer { handler.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
        guard handler == nil else { return }  // a desktop with a file manager: it opens
        let app = H.makeApplication()
        defer { H.close(app) }
        let reason = FolderShowing.show("file:///tmp/", window: app.window?.window)
        #expect(reason?.isEmpty == false, "\(reason ?? "nothing said")")
    }
}
