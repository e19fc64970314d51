import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

private typealias H = GtkTestHarness

/// The window over a history that lives mostly on disk: the launch reads its last segment and
/// its steps, and a jump into the rest is read in the background while the window goes on.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct StoredHistoryWindowTests {
    /// A state folder whose history is a dozen segments long, and the store that recorded it.
    func recordedFolder() throws -> (StateFolder, Store<AppState, AppAction, AppEffect>) {
        let folder = H.temporaryStateFolder()
        try folder.create()
        let store = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        store.readsHistoryInBackground = false
        let autosave = Autosave(store: store, folder: folder, loader: FileLoader(catalog: H.catalog))
        for index in 0..<3_000 { store.send(ProbeActions.action(index)) }
        autosave.close()
        return (folder, store)
    }

    @Test func scrubbingIntoTheStoredPastShowsTheNearestStepThenCatchesUp() async throws {
        let (folder, recorded) = try recordedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        let window = try #require(app.window)
        let problems = glibProblemsLogged
        #expect(app.store.timeline.stepCount == recorded.timeline.stepCount)
        #expect(app.store.present == recorded.present)

        // Drag the slider to step 1, far back on disk: the slider stays where it was put, the
        // window shows the nearest step in memory and says it is reading.
        let scale = window.historyBar.slider
        scale.withRange { gtk_range_set_value($0, 1) }
        let waiting = app.store.timeline
        #expect(waiting.loadingStep == 1, "step 1 was not in memory: the launch read only the last segment")
        #expect(gtk_range_get_value(UnsafeMutablePointer<GtkRange>(OpaquePointer(scale))) == 1)
        #expect(Look.labels(under: window.historyBar.root).contains("Step 1 of \(waiting.lastStep) · reading it from disk…"))
        #expect(app.store.state == (try recorded.state(atStep: waiting.currentStep)))

        // It catches up: step 1, its label, its zones on screen.
        await H.pump(until: { app.store.timeline.loadingStep == nil })
        #expect(app.store.timeline.currentStep == 1 && app.store.timeline.isPreviewing)
        #expect(app.store.state == (try recorded.state(atStep: 1)))
        #expect(Look.labels(under: window.historyBar.root).contains("Step 1 of \(waiting.lastStep) · \(recorded.label(ofStep: 1))"))
        let zones = try recorded.state(atStep: 1).displayedZones.map(\.name)
        #expect(Look.rows(window.panes.clockList.listBox).map { Look.labels(under: $0)[0] } == zones)
        #expect(glibProblemsLogged == problems, "GTK logged a warning or a critical")
    }
}
