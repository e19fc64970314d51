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
        let scopeBefore = app.store.state.viewState.historyPanel.scopeID
        g_action_group_activate_action(OpaquePointer(app.application), "choose-scope", g_variant_new_string("/tmp/clip.ogv"))
        H.pump()
        #expect(app.store.state.viewState.historyPanel.scopeID == scopeBefore)
        #expect(app.store.state.viewState.message == AppHistory.unknownScope("/tmp/clip.ogv"))
        let recorded = try app.store.archive().actions
        #expect(!recorded.contains { if case .historyPanel(.scopeChosen) = $0 { true } else { false } })

        g_action_group_activate_action(OpaquePointer(app.application), "choose-scope", g_variant_new_string("document"))
        H.pump()
        #expect(app.store.state.viewState.historyPanel.scopeID == "document")
    }
}
