import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import RandomStates
import Testing
import TestSupport

/// The window cannot drift from the state: random sequences of changes — whole states imported,
/// a person's actions through the store and through the widgets, jumps through every scope,
/// sessions imported, the window presented again as a second launch does — and after each, what
/// the real widgets show equals what the presentation models say.
///
/// One window lives through all the sequences, so what its widgets keep from one sequence is
/// tested in the next. A failure names the run's seed; `MERIDIAN_SEED=<seed>` replays the run.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct WindowShowsTheStateTests {
    typealias H = GtkTestHarness
    /// `make sanitize` asks for fewer: under its slow unwinder two hundred take most of an hour.
    static let sequences = ProcessInfo.processInfo.environment["MERIDIAN_MODEL_SEQUENCES"].flatMap { Int($0) } ?? 200
    static let changesPerSequence = 14

    @Test func afterAnySequenceOfChangesTheWidgetsShowExactlyTheState() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let window = try #require(app.window)
        let random = RandomAppStates(identifiers: H.catalog.identifiers)
        // GWeather's places, as the window searches them.
        let search = ChooserPlaces.system(catalog: H.catalog).search
        let baseSeed = ProcessInfo.processInfo.environment["MERIDIAN_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max >> 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let problems = glibProblemsLogged
        for sequence in 0..<Self.sequences {
            let seed = baseSeed &+ UInt64(sequence)
            var generator = SeededRandom(seed: seed)
            var done: [String] = []
            // Each sequence starts from a history of its own.
            try app.store.restoreSession(Session(history: randomHistory(random, &generator), createdAt: H.noon))
            for _ in 0..<Self.changesPerSequence {
                done.append(await change(app, window, random, folder, &generator))
                H.pump()
                let shown = ShownWindow(reading: window)
                let expected = ShownWindow(
                    expectedFrom: app.store, scopeID: app.historyPanel.state.scopeID, search: search, engine: window.panes.player.enginePicture
                ).withChooserRows(heldIn: shown)
                guard glibProblemsLogged == problems else {
                    Issue.record("MERIDIAN_SEED=\(baseSeed) (sequence \(sequence)): GTK logged a warning or a critical after: \(done.joined(separator: " → "))")
                    return
                }
                guard shown == expected else {
                    Issue.record("""
                        MERIDIAN_SEED=\(baseSeed) (sequence \(sequence)): the window does not show the state after: \(done.joined(separator: " → "))
                        \(shown.differences(from: expected).joined(separator: "\n"))
                        """)
                    return
                }
            }
        }
    }

    /// Makes one random change, the way the app can be changed; says what it did.
    private func change(
        _ app: MeridianApplication, _ window: MainWindow, _ random: RandomAppStates, _ folder: URL, _ generator: inout SeededRandom
    ) async -> String {
        let store = app.store
        switch Int.random(in: 0..<25, using: &generator) {
        case 0..<3:
            store.send(.snapshotImported(random.state(&generator)))
            return "import a state"
        case 3..<9:
            let action = random.userAction(in: store.state, &generator)
            store.send(action)
            return "send \(String(describing: action).prefix(80))"
        case 9..<11:
            let step = Int.random(in: 0...store.timeline.lastStep, using: &generator)
            let scope = AppHistory.scopes.randomElement(using: &generator)!
            store.jump(to: step, scope: scope)
            return "jump to step \(step) (\(scope.id))"
        case 11:
            let step = Int.random(in: 0...store.timeline.lastStep, using: &generator)
            gtk_range_set_value(window.historyBar.slider.cast(), Double(step))
            return "drag the slider to step \(step)"
        case 12:
            store.returnToPresent()
            return "return to the present"
        case 13:
            // A second `meridian` (or `meridian open FILE` into this instance) activates the app.
            g_application_activate(UnsafeMutablePointer(OpaquePointer(app.application)))
            return "present the window again"
        case 14:
            let rows = Look.rows(window.panes.clockList.listBox)
            guard let row = rows.randomElement(using: &generator) else { return "nothing to activate" }
            gtk_widget_activate(row)
            return "activate row \(rows.firstIndex(of: row) ?? -1)"
        case 15:
            let order = SortOrder.allCases.randomElement(using: &generator)!
            gtk_combo_box_set_active_id(window.panes.clockList.sortChoice.cast(), order.rawValue)
            return "choose \(order.rawValue) in the sort menu"
        case 16:
            let text = (RandomAppStates.names + RandomAppStates.typed).randomElement(using: &generator)!
            gtk_entry_set_text(window.panes.detail.nameEntry.cast(), text)
            return "type \(text.debugDescription.prefix(30)) into the name"
        case 17:
            let text = RandomAppStates.searches.randomElement(using: &generator)!
            gtk_entry_set_text(window.panes.chooser.searchEntry.cast(), text)
            return "type \(text.debugDescription) into the search"
        case 20:
            // Up and Down as the keyboard sends them to the search, where the focus stays.
            guard store.state.viewState.selection != nil else { return "no chooser to press a key in" }
            let key = Bool.random(using: &generator) ? GDK_KEY_Down : GDK_KEY_Up
            H.press(key, on: window.panes.chooser.searchEntry)
            return key == GDK_KEY_Down ? "press Down in the search" : "press Up in the search"
        case 21:
            guard store.state.viewState.selection != nil else { return "no chooser to press Enter in" }
            // What Enter must add: the row highlighted on screen, and nothing when none shows.
            let highlighted = ShownWindow(reading: window).chooser.flatMap { shown in shown.highlighted.map { shown.rows[$0].detail } }
            let zones = store.state.document.zones
            gtk_widget_activate(window.panes.chooser.searchEntry)
            H.pump()
            let added = store.state.document.zones.count > zones.count ? store.state.document.zones.last?.identifier : nil
            if highlighted == nil, added != nil {
                Issue.record("Enter added \(added ?? "") with no row highlighted")
            }
            if let added, added != highlighted {
                Issue.record("Enter added \(added), not the highlighted \(highlighted ?? "nothing")")
            }
            return "press Enter in the search (\(highlighted ?? "nothing highlighted"))"
        case 22:
            let rows = Look.rows(window.panes.chooser.listBox)
            guard store.state.viewState.selection != nil, let row = rows.randomElement(using: &generator) else { return "no chooser row to click" }
            gtk_widget_activate(row)
            return "click chooser row \(rows.firstIndex(of: row) ?? -1)"
        case 18:
            let path = folder.appendingPathComponent("session-\(Int.random(in: 0..<1000, using: &generator)).json").path
            guard let history = try? randomHistory(random, &generator) else { return "nothing written" }
            let session = Session(history: history, createdAt: H.noon)
            guard (try? session.jsonData().write(to: URL(fileURLWithPath: path))) != nil else { return "nothing written" }
            var imported = false
            app.files.importSession(from: path) { imported = true }
            await H.pump(until: { imported })
            return "import a session file"
        case 19:
            let notice = window.panes.clockList.notice
            guard gtk_revealer_get_reveal_child(notice.root.cast()) != 0 else { return "no notice to close" }
            gtk_button_clicked(notice.closeButton.cast())
            return "close the notice"
        case 23:
            // The notice's Undo runs the app's undo.
            let notice = window.panes.clockList.notice
            guard gtk_revealer_get_reveal_child(notice.root.cast()) != 0 else { return "no notice to undo" }
            gtk_button_clicked(notice.undoButton.cast())
            return "click Undo in the notice"
        case 24:
            guard String(cString: gtk_stack_get_visible_child_name(window.panes.clockList.content.cast())) == "empty" else { return "the list is not empty" }
            gtk_button_clicked(window.panes.clockList.emptyState.addButton.cast())
            return "click Add World Clock… in the empty list"
        default:
            gtk_button_clicked(window.panes.clockList.editToggle.cast())
            return "click Edit"
        }
    }

    /// A short recorded history from a random state: a person's actions, and a return to a
    /// past step (a restore) now and then.
    private func randomHistory(_ random: RandomAppStates, _ generator: inout SeededRandom) throws -> HistoryArchive<AppState, AppAction> {
        let store = Store(initialState: random.state(&generator), reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0, store.timeline.lastStep > 0 {
                store.jump(to: Int.random(in: 0..<store.timeline.lastStep, using: &generator), scope: AppHistory.scopes.randomElement(using: &generator)!)
            }
            store.send(random.userAction(in: store.state, &generator))
        }
        return try store.archive()
    }
}
