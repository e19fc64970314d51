import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianKitCore
import Testing

private typealias H = GtkTestHarness

/// Dim text as each theme draws it in the window: a zone's identifier, "Standard time" and the
/// History bar's "Travel through" read at WCAG AA's 4.5:1 (GTK's themes draw them at 3.15:1
/// to 4.74:1).
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct DimTextThemeTests {
    @Test(arguments: [("Adwaita", false), ("Adwaita", true), ("HighContrast", false), ("HighContrastInverse", false)])
    func dimTextReadsInEveryTheme(theme: String, dark: Bool) throws {
        var state = H.firstLaunch
        state.viewState.detail = DetailPane(zoneID: state.document.zones[1].id, nameText: state.document.zones[1].name)
        let app = H.makeApplication(state)
        defer { H.close(app) }
        let restoreTheme = try ThemeSetting.use(theme, dark: dark)
        defer { restoreTheme() }
        let window = try #require(app.window)
        H.nextFrame(of: window.window)
        let travelThrough = try #require(Look.descendants(window.historyBar.root).first {
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_label_get_type()) != 0 && Look.text($0) == "Travel through"
        })
        let dimTexts = [
            ("the zone's identifier", window.panes.detail.identifier), ("Standard time", window.panes.detail.daylightSaving),
            ("Travel through", travelThrough), ("the History bar's hint", window.historyBar.hint),
        ]
        for (name, label) in dimTexts {
            #expect(Look.text(label) != "" && Look.isVisible(label), "\(name) shows no text")
            // Drawn with the window, which paints the background the text is read against.
            let contrast = Pixels.contrast(of: label, drawnWith: window.window)
            #expect(contrast >= DimText.leastContrast, "\(name) reads at \(contrast):1 in \(theme)\(dark ? " dark" : "")")
        }
    }
}
