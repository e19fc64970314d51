import CGtk
import Foundation
@testable import MeridianGtk
import MeridianKit
import Testing

private typealias H = GtkTestHarness

/// The main menu holds what a person uses; "Save Session as Test…", a developer's command,
/// shows only to a developer who asks for it (`MERIDIAN_DEVELOPER=1`).
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct MainMenuTests {
    /// Every item's label in the window's main menu, sections included.
    func menuLabels(_ app: MeridianApplication) throws -> [String] {
        let window = try #require(app.window)
        let titlebar = try #require(gtk_window_get_titlebar(window.window.cast()))
        let button = try #require(Look.descendants(titlebar).first {
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_menu_button_get_type()) != 0
        })
        let model = try #require(gtk_menu_button_get_menu_model(button.cast()))
        return labels(of: model)
    }

    func labels(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(model)).flatMap { index -> [String] in
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                return labels(of: section)
            }
            guard let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) else { return [] }
            defer { g_variant_unref(label) }
            return [String(cString: g_variant_get_string(label, nil))]
        }
    }

    @Test func aPersonsMenuHasNoDeveloperCommand() throws {
        unsetenv("MERIDIAN_DEVELOPER")
        let app = H.makeApplication()
        defer { H.close(app) }
        let labels = try menuLabels(app)
        #expect(labels.contains("Kept Histories…") && labels.contains("About Meridian"), "\(labels)")
        #expect(!labels.contains("Save Session as Test…"), "\(labels)")
    }

    @Test func aDeveloperWhoAsksHasSaveSessionAsTest() throws {
        setenv("MERIDIAN_DEVELOPER", "1", 1)
        defer { unsetenv("MERIDIAN_DEVELOPER") }
        let app = H.makeApplication()
        defer { H.close(app) }
        #expect(try menuLabels(app).contains("Save Session as Test…"))
    }
}
