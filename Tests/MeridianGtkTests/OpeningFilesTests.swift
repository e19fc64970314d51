import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// A session opened from outside the window (the file manager, `meridian open FILE`, which
/// both reach GApplication's "open") replaces the history as Import Session… does: after
/// asking, when there is anything the user did to replace.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct OpeningFilesTests {
    typealias H = GtkTestHarness
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MeridianFilesTests/Fixtures/sessions/valid.json").path
    static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MeridianFilesTests/Fixtures/snapshots/valid.json").path

    /// The question for the session at `path`, which names it and its steps.
    func question(for path: String, in app: MeridianApplication) throws -> String {
        let session = try app.files.loader.session(at: path).get()
        let steps = try #require(app.store.sessionRestorer()).read(session).lastStep
        return try #require(HistoryReplacementQuestion.beforeImporting(URL(fileURLWithPath: path).lastPathComponent, steps: steps, over: 2)).question
    }

    func dialog(asking question: String) -> Widget? {
        Look.toplevels().first { Look.labels(under: $0).contains(question) && gtk_widget_get_visible($0) != 0 }
    }

    /// What the file manager does on a double click.
    func open(_ path: String, in app: MeridianApplication) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var files: [OpaquePointer?] = [file]
        g_application_open(UnsafeMutablePointer(OpaquePointer(app.application)), &files, 1, "")
    }

    @Test func aSessionOpenedOverTheUsersStepsAsksFirst() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        let generation = app.store.timeline.generation
        let asked = try question(for: Self.session, in: app)
        #expect(asked.hasPrefix("Replace the history with “valid.json” — "))
        open(Self.session, in: app)
        // Read and checked off the main thread, then asked on it, or (before) imported at once.
        await H.pump(until: { dialog(asking: asked) != nil || app.store.timeline.generation != generation })
        let question = try #require(dialog(asking: asked), "the open asked before replacing the history")
        #expect(app.store.timeline.generation == generation, "nothing is replaced before the answer")

        // Cancel keeps the user's history.
        #expect(Look.click("Cancel", in: question))
        H.pump()
        #expect(dialog(asking: asked) == nil)
        #expect(app.store.timeline.generation == generation && app.store.label(ofStep: app.store.timeline.lastStep) == "Sorted by name")

        // Asked again and accepted, the session takes its place.
        open(Self.session, in: app)
        await H.pump(until: { dialog(asking: asked) != nil })
        #expect(Look.click("Replace History", in: try #require(dialog(asking: asked))))
        await H.pump(until: { app.store.timeline.generation != generation })
        #expect(app.store.state.displayedZones.map(\.name) == ["Home", "Home", "London", "UTC"])
    }

    /// With no step made, there is nothing to lose: the session opens without a question.
    @Test func aSessionOpenedOverNoStepOpensAtOnce() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let generation = app.store.timeline.generation
        open(Self.session, in: app)
        await H.pump(until: { app.store.timeline.generation != generation })
        #expect(dialog(asking: try question(for: Self.session, in: app)) == nil)
        #expect(app.store.state.displayedZones.map(\.name) == ["Home", "Home", "London", "UTC"])
    }

    /// Files opened while a question is open wait their turn, in the order they came: none is
    /// dropped, and the question that follows names its own file.
    @Test func filesOpenedWhileAQuestionIsOpenWaitTheirTurn() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        let generation = app.store.timeline.generation
        let asked = try question(for: Self.session, in: app)
        open(Self.session, in: app)
        await H.pump(until: { dialog(asking: asked) != nil })
        let first = try #require(dialog(asking: asked))

        // A snapshot and the same session again, while the question stands.
        open(Self.snapshot, in: app)
        open(Self.session, in: app)
        await H.pump(until: { app.files.openings.queue.waiting.count == 2 })
        #expect(app.files.openings.queue.waiting == [.importSnapshot(path: Self.snapshot), .importSession(path: Self.session)])
        #expect(app.store.timeline.generation == generation && app.store.label(ofStep: app.store.timeline.lastStep) == "Sorted by name",
                "nothing opens before the question is answered")

        // Answered: the session takes its place, then the snapshot is a step on it, then the
        // second session asks its own question over that step.
        #expect(Look.click("Replace History", in: first))
        await H.pump(until: { app.store.label(ofStep: app.store.timeline.lastStep) == "Imported a snapshot" && dialog(asking: asked) != nil })
        #expect(app.store.timeline.generation != generation)
        let importedGeneration = app.store.timeline.generation

        // No leaves the history as it is, and nothing is left waiting.
        #expect(Look.click("Cancel", in: try #require(dialog(asking: asked))))
        H.pump()
        #expect(dialog(asking: asked) == nil)
        #expect(app.store.timeline.generation == importedGeneration && app.store.label(ofStep: app.store.timeline.lastStep) == "Imported a snapshot")
        #expect(app.files.openings.queue == FileOpeningQueue())
    }
}

/// A long read or write shows how far it has come, with Cancel; a cancelled import changes
/// nothing, a cancelled export leaves no file.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct FileWorkBarTests {
    typealias H = GtkTestHarness

    @Test func cancellingALongImportChangesNothingAndTheBarGoes() async throws {
        // A valid session made long by whitespace between its tokens (64 MB): seconds of reading.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try Data(contentsOf: URL(fileURLWithPath: OpeningFilesTests.session))
        text.insert(contentsOf: Data(repeating: UInt8(ascii: " "), count: 64 << 20), at: 1)
        let long = folder.appendingPathComponent("long.json")
        try text.write(to: long)

        let app = H.makeApplication()
        defer { H.close(app) }
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        let before = (state: app.store.state, generation: app.store.timeline.generation)
        let bar = try #require(app.workBar)
        app.files.importSession(from: long.path)
        #expect(app.files.work.store.state.file == "long.json")
        // Past the second after which a read is shown (the bar's own clock would take one).
        app.files.work.store.send(.advanced(fraction: 0, seconds: FileWork.shownAfter))
        H.pump()
        #expect(gtk_widget_get_visible(bar.bar.mountedWidget) != 0)
        #expect(Look.labels(under: bar.bar.mountedWidget).contains { $0.hasPrefix("Reading “long.json”… ") })

        gtk_button_clicked(bar.cancel.mountedWidget.cast())
        #expect(app.files.work.store.state.isCancelling)
        await H.pump(until: { app.files.work.store.state.file == nil }, seconds: 60)
        H.pump()
        #expect(gtk_widget_get_visible(bar.bar.mountedWidget) == 0)
        #expect(app.store.timeline.generation == before.generation && app.store.state == before.state, "a cancelled import changes nothing")
        #expect(app.store.state.viewState.message == nil, "and says nothing: the user knows")
    }

    @Test func workThatOverlapsShowsTheLatestAndItsCancelStopsOnlyThatOne() {
        let work = FileWorkShown()
        let importing = work.begin(file: "long.json")
        let exporting = work.begin(file: "Meridian session.json", .writing)
        #expect(work.store.state.file == "Meridian session.json" && work.store.state.kind == .writing)
        work.store.send(.cancelPressed)
        #expect(exporting.isCancelled && !importing.isCancelled)
        work.end(exporting)
        #expect(work.store.state.file == "long.json" && work.store.state.kind == .reading && !work.store.state.isCancelling)
        work.end(importing)
        #expect(work.store.state == FileWork())
        // Ended out of turn: the bar stays on the latest until it ends too.
        let first = work.begin(file: "a.json"), second = work.begin(file: "b.json", .writing)
        work.end(first)
        #expect(work.store.state.file == "b.json")
        work.end(second)
        #expect(work.store.state == FileWork())
    }

    @Test func anExportShowsItsWritingUntilTheFileIsWrittenAndQuittingWaitsForIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-work-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = H.makeApplication()
        defer { H.close(app) }
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        let path = folder.appendingPathComponent("Meridian session.json").path
        // An earlier export's word goes as this one starts: a cancel would leave it to be read as this one's.
        app.store.send(.message(FileMessages.exported(.session, to: folder.appendingPathComponent("before.json").path, home: nil)))
        var written: Bool?
        app.files.exportSession(to: path) { written = $0 }
        let held = try app.store.archiveSource().stream().archive()
        #expect(app.files.work.store.state.file == "Meridian session.json" && app.files.work.store.state.kind == .writing)
        #expect(app.store.state.viewState.message == nil)
        // What the app waits for as it quits: the export whole, before the history closes.
        FileCommands.waitForWrites()
        #expect(FileManager.default.fileExists(atPath: path) && !FileCommands.isWriting)
        await H.pump(until: { written != nil }, seconds: 60)
        #expect(written == true && app.files.work.store.state.file == nil)
        // The history as it stood when the export began: its own message came after.
        let exported = try app.files.loader.session(at: path).get().history
        #expect(exported.actionCount == held.actionCount && exported.present == held.present)
    }
}
