import CGtk
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// What a script hands the application's actions (`gapplication action …`) is checked before
/// anything is recorded: the history holds only what a session file may hold.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ApplicationActionInputTests {
    typealias H = GtkTestHarness

    @Test func aScopeThatDoesNotExistIsToldNotRecorded() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let scopeBefore = app.historyPanel.state.scopeID
        g_action_group_activate_action(OpaquePointer(app.application), "choose-scope", g_variant_new_string("/tmp/clip.ogv"))
        H.pump()
        #expect(app.historyPanel.state.scopeID == scopeBefore)
        #expect(app.store.state.viewState.message == AppHistory.unknownScope("/tmp/clip.ogv"))

        g_action_group_activate_action(OpaquePointer(app.application), "choose-scope", g_variant_new_string("document"))
        H.pump()
        #expect(app.historyPanel.state.scopeID == "document")
    }

    /// A speed no player has (0, a negative, not a number) is told, and the history, which a
    /// session file must be able to hold, never sees it.
    @Test func aSpeedThatIsNoSpeedIsToldNotRecorded() throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        for rate in [0, -2, .nan, .infinity, 100] {
            g_action_group_activate_action(OpaquePointer(app.application), "playback-speed", g_variant_new_double(rate))
            H.pump()
            #expect(app.store.state.player.rate == 1)
            #expect(app.store.state.viewState.message?.text.hasSuffix("is not a playback speed; choose one from 0.0625× to 16×.") == true, "\(rate)")
        }
        #expect(try !app.store.archive().actions.contains { if case .player(.rateChosen) = $0 { true } else { false } })
        g_action_group_activate_action(OpaquePointer(app.application), "playback-speed", g_variant_new_double(2))
        H.pump()
        #expect(app.store.state.player.rate == 2)
    }
}
