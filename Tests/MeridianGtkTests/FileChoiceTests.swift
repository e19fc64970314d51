import CGtk
import Foundation
import MeridianKit
import MeridianKitCore
import MeridianStore
import TasksCore
import TasksWindow
import Testing

/// Choosing a file is a value the app describes and the kit shows: the desktop's chooser over
/// the window, and the answer sent to the store as the action the app makes of it.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct FileChoiceTests {
    typealias H = GtkTestHarness

    init() { precondition(GtkTestHarness.isReady, "GTK could not open the display") }

    private func tasks() throws -> (TimeTravelApplication<TasksState, TasksAction, Never>, Widget) {
        let store = Store(initialState: TasksState(), reducer: TasksReducer(), history: TasksHistory.rules)
        let app = TimeTravelApplication(
            id: "dev.meridian.Tasks.FileChoiceTest", title: "Tasks", store: store, session: TasksHistory.sessionFormat,
            stateFolder: .some(nil), view: tasksWindow)
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app.application))
        g_application_register(gApplication, nil, nil)
        g_application_activate(gApplication)
        let window = try #require(app.window)
        H.waitUntilShown(window)
        return (app, window)
    }

    /// The chooser `body` opens, over the window.
    private func chooser(opening body: () -> Void) throws -> Widget {
        let before = Set(Look.toplevels())
        body()
        H.pump()
        return try #require(Look.toplevels().first {
            !before.contains($0) && gtk_widget_get_visible($0) != 0
                && g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_file_chooser_dialog_get_type()) != 0
        })
    }

    @Test func aFolderChosenIsSentAsTheAppsActionAndCancelSendsNothing() throws {
        let (app, window) = try tasks()
        defer { gtk_widget_destroy(window); H.pump() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choice-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let choose = { app.chooseFile(.folder(title: "Keep Tasks In")) { path in path.map { .draftTyped($0) } } }

        var dialog = try chooser(opening: choose)
        #expect(Look.accessibleName(dialog) == "Keep Tasks In" || gtk_window_get_title(dialog.cast()).map { String(cString: $0) } == "Keep Tasks In")
        #expect(gtk_file_chooser_get_action(OpaquePointer(dialog)) == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
        gtk_dialog_response(dialog.cast(), GTK_RESPONSE_CANCEL.rawValue)
        H.pump()
        #expect(app.store.state.draft == "", "cancelled: nothing sent")

        dialog = try chooser(opening: choose)
        gtk_file_chooser_select_filename(OpaquePointer(dialog), folder)
        #expect(H.wait(until: { H.pump(); return gtk_file_chooser_get_filename(OpaquePointer(dialog)).map { path in defer { g_free(path) }; return String(cString: path) == folder } ?? false }))
        gtk_dialog_response(dialog.cast(), GTK_RESPONSE_ACCEPT.rawValue)
        H.pump()
        #expect(app.store.state.draft == folder)
    }

    @Test func aSaveChoiceSuggestsItsNameAndOffersItsFiltersThenEveryFile() throws {
        let (app, window) = try tasks()
        defer { gtk_widget_destroy(window); H.pump() }
        let choice = FileChoice.save(title: "Export Tasks", suggestedName: "Tasks.csv", filters: [FileFilter(name: "Tables (*.csv)", patterns: ["*.csv"])])
        let dialog = try chooser { app.chooseFile(choice) { _ in nil } }
        defer { gtk_dialog_response(dialog.cast(), GTK_RESPONSE_CANCEL.rawValue); H.pump() }
        let chooser = OpaquePointer(dialog)
        #expect(gtk_file_chooser_get_action(chooser) == GTK_FILE_CHOOSER_ACTION_SAVE)
        #expect(gtk_file_chooser_get_current_name(chooser).map { name in defer { g_free(name) }; return String(cString: name) } == "Tasks.csv")
        var names: [String] = []
        let filters = gtk_file_chooser_list_filters(chooser)
        var node = filters
        while let current = node {
            if let filter = current.pointee.data, let name = gtk_file_filter_get_name(OpaquePointer(filter)) { names.append(String(cString: name)) }
            node = current.pointee.next
        }
        g_slist_free(filters)
        #expect(names == ["Tables (*.csv)", "All files"])
    }
}
