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
        let logo = AboutDialog.logo(executable: "/usr/bin/meridian", themeHas: { $0 == "dev.meridian.Meridian" }, exists: { _ in true })
        #expect(logo == .iconName("dev.meridian.Meridian"))
    }

    @Test func runFromTheBuildTheAboutLogoIsTheSourceTreesIcon() {
        let icon = "/src/meridian/Resources/icons/hicolor/256x256/apps/dev.meridian.Meridian.png"
        for executable in ["/src/meridian/.build/debug/meridian", "/src/meridian/.build/x86_64-unknown-linux-gnu/debug/meridian"] {
            #expect(AboutDialog.logo(executable: executable, themeHas: { _ in false }, exists: { $0 == icon }) == .file(icon))
        }
    }

    @Test func withNoIconAnywhereTheAboutLogoIsAGenericOneNotABrokenImage() {
        #expect(AboutDialog.logo(executable: "/opt/meridian", themeHas: { _ in false }, exists: { _ in false }) == .iconName(AboutDialog.genericIcon))
        #expect(gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), AboutDialog.genericIcon) != 0, "the theme GTK brings has it")
    }

    /// Run from `.build`, with no icon installed: the dialog shows a logo it can draw.
    @Test func theAboutDialogsLogoCanBeDrawn() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        H.pump()
        let dialog = try #require(Look.toplevels().first { Look.accessibleName($0) == "About Meridian" })
        defer { gtk_widget_destroy(dialog) }
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        let iconName = gtk_about_dialog_get_logo_icon_name(about).map { String(cString: $0) }
        let drawable = gtk_about_dialog_get_logo(about) != nil
            || iconName.map { gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), $0) != 0 } == true
        #expect(drawable, "the logo \(iconName ?? "(a picture)") is one GTK can draw")
    }
}
