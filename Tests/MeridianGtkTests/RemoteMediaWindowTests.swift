import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

/// Issue 42 as it happens: a server on 127.0.0.1 serves the test clip, and the window, with the
/// real engine, imports files that name it. Nothing reaches the server before the user presses
/// Open; one request follows it; the slider passing over the import later asks nothing again.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct RemoteMediaWindowTests {
    typealias H = GtkTestHarness

    init() {
        setenv("MERIDIAN_AUDIO_SINK", "fakesink", 1)
    }

    func makeServer() throws -> LocalHTTPServer {
        // Matroska: Ogg's demuxer would ask a server that cannot seek for the end of the file.
        let clip = try Data(contentsOf: URL(fileURLWithPath: TestMedia.matroskaClip))
        return try LocalHTTPServer(files: ["/clip.mkv": clip])
    }

    /// A snapshot someone else wrote: `uri` open, paused at the start, claimed approved.
    func snapshotFile(opening uri: String) throws -> String {
        var state = H.firstLaunch
        state.player = PlayerState(media: Media(uri: uri, title: "clip"), status: .paused, approvedAddresses: [uri])
        let path = "\(TestMedia.folder)/remote-\(UUID().uuidString).json"
        try Snapshot(state: state, createdAt: H.noon).jsonData().write(to: URL(fileURLWithPath: path))
        return path
    }

    func visiblePage(_ player: PlayerView) -> String? {
        gtk_stack_get_visible_child_name(player.screen.cast()).map { String(cString: $0) }
    }

    func wait(_ what: String, in app: MeridianApplication, server: LocalHTTPServer, _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let done = H.wait(until: condition)
        #expect(done, "timed out waiting until \(what): the player is \(app.store.state.player.status), the server was sent \(server.requests)", sourceLocation: sourceLocation)
    }

    @Test func anImportReachesTheNetworkOnlyAfterTheUsersWordAndTheSliderDoesNotAskAgain() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let uri = server.url("/clip.mkv")
        let app = H.makeApplication()
        defer { H.close(app) }
        let engine = try #require(app.engine as? GStreamerEngine, "GStreamer's playbin and gtksink are installed")
        let player = try #require(app.window).panes.player
        app.store.send(.clockList(.sortOrderChosen(.byName)))

        var loaded: [String] = []
        engine.onLoad = { loaded.append($0) }
        let path = try snapshotFile(opening: uri)
        await withCheckedContinuation { done in app.files.importSnapshot(from: path) { done.resume() } }
        H.pump()
        #expect(loaded.isEmpty, "the engine was told to load \(loaded)")
        let importStep = app.store.timeline.currentStep
        // The import is done and the main loop idle: had anything been loaded, the engine would
        // hold the address; it holds nothing, and the server was sent nothing.
        #expect(app.store.state.player.awaitsApproval)
        #expect(engine.loadedURI == nil)
        #expect(server.requests.isEmpty)
        #expect(visiblePage(player) == "approval")
        #expect(Look.text(player.approvalPrompt).contains(uri))
        #expect(Look.text(player.approvalPrompt).contains("127.0.0.1:\(server.port)"))
        #expect(Look.accessibleName(player.approveButton) == "Open media from 127.0.0.1:\(server.port)")
        #expect(Look.isVisible(player.approveButton))

        gtk_button_clicked(player.approveButton.cast())
        wait("the clip is fetched and paused on its first frame", in: app, server: server) { app.store.state.player.status == .paused }
        #expect(server.requests == ["/clip.mkv"], "one request, after the word")
        #expect(loaded == [uri])
        #expect(engine.loadedURI == uri)
        #expect(visiblePage(player) == "video")
        let afterWord = app.store.timeline.currentStep

        // Back to the import, before the word, and to the first step, and forth: never asked.
        for step in [importStep, 0, importStep, afterWord] {
            app.store.jump(to: step)
            H.pump()
            #expect(visiblePage(player) != "approval", "step \(step)")
            #expect(!app.store.state.player.awaitsApproval, "step \(step)")
        }
        app.store.returnToPresent()
        // The video page follows the engine, in its own time after the travel through steps
        // without the clip (one run in three, it was not shown after one turn of the loop):
        // it is waited for.
        _ = H.wait(until: { visiblePage(player) == "video" })
        #expect(visiblePage(player) == "video", "the player is \(app.store.state.player.status), the server was asked \(server.requests)")
    }

    @Test func aSessionImportedWaitsTooEvenForWhatItsAuthorOpenedThemselves() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let uri = server.url("/clip.mkv")
        // The author's history: they opened the address themselves (no engine here).
        let author = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        author.send(.player(.mediaOpened(uri: uri, title: "clip")))
        author.send(.player(.engine(.stateChanged(.paused))))
        author.send(.clockList(.sortOrderChosen(.byName)))
        let path = "\(TestMedia.folder)/remote-session-\(UUID().uuidString).json"
        try Session.writeFile(author.archiveSource().stream(), createdAt: H.noon, to: path)

        let app = H.makeApplication()
        defer { H.close(app) }
        let engine = try #require(app.engine as? GStreamerEngine)
        let player = try #require(app.window).panes.player
        var loaded: [String] = []
        engine.onLoad = { loaded.append($0) }
        await withCheckedContinuation { done in app.files.importSession(from: path) { done.resume() } }
        H.pump()
        #expect(loaded.isEmpty, "the engine was told to load \(loaded)")
        #expect(app.store.state.player.media?.uri == uri)
        #expect(app.store.state.player.awaitsApproval)
        #expect(engine.loadedURI == nil)
        #expect(server.requests.isEmpty)
        #expect(visiblePage(player) == "approval")
        // The step where the author opened it asks as well: the history came in a file.
        app.store.jump(to: 1)
        H.pump()
        #expect(app.store.state.player.awaitsApproval)
        #expect(engine.loadedURI == nil)
        #expect(server.requests.isEmpty)
        app.store.returnToPresent()
        H.pump()

        gtk_button_clicked(player.approveButton.cast())
        wait("the clip is fetched", in: app, server: server) { app.store.state.player.status == .paused }
        #expect(server.requests.first == "/clip.mkv")
        app.store.jump(to: 1)
        H.pump()
        #expect(!app.store.state.player.awaitsApproval)
        app.store.returnToPresent()
    }

    @Test func whatTheUserOpensThemselvesIsFetchedAtOnce() throws {
        let server = try makeServer()
        defer { server.stop() }
        let app = H.makeApplication()
        defer { H.close(app) }
        app.openMedia(at: server.url("/clip.mkv"))
        wait("the clip is fetched", in: app, server: server) { app.store.state.player.status == .paused }
        #expect(server.requests.first == "/clip.mkv")
    }

    @Test func aMissingRemoteFileSaysTheServerAnswered404NotMovedOrDeleted() throws {
        let server = try makeServer()
        defer { server.stop() }
        let app = H.makeApplication()
        defer { H.close(app) }
        app.openMedia(at: server.url("/tracking-pixel.ogv"))
        wait("the load fails", in: app, server: server) { if case .failed = app.store.state.player.status { true } else { false } }
        guard case .failed(let message) = app.store.state.player.status else { return }
        #expect(message.text.contains("127.0.0.1:\(server.port)"), "\(message.text)")
        #expect(message.text.contains("404"), "\(message.text)")
        #expect(!message.text.contains("moved or deleted"))
    }

    @Test func aServerThatIsNotThereCannotBeReached() throws {
        let server = try makeServer()
        let address = server.url("/clip.mkv")
        server.stop()
        let app = H.makeApplication()
        defer { H.close(app) }
        app.openMedia(at: address)
        wait("the load fails", in: app, server: server) { if case .failed = app.store.state.player.status { true } else { false } }
        guard case .failed(let message) = app.store.state.player.status else { return }
        #expect(message.text.hasPrefix("Could not reach 127.0.0.1:\(server.port) to open clip.mkv"), "\(message.text)")
    }

    /// A launch restores a history in which an address was approved (here, opened): whoever
    /// wrote the database, the launch fetches nothing until the user says so again.
    @Test func aLaunchRestoringAnApprovedAddressFetchesNothingByItself() throws {
        let server = try makeServer()
        defer { server.stop() }
        let uri = server.url("/clip.mkv")
        let folder = H.temporaryStateFolder()
        try folder.create()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let recorded = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        let autosave = Autosave(store: recorded, folder: folder, loader: FileLoader(catalog: H.catalog))
        recorded.send(.player(.mediaOpened(uri: uri, title: "clip")))
        recorded.send(.clockList(.sortOrderChosen(.byName)))
        autosave.close()
        #expect(recorded.present.player.approvedAddresses == [uri])

        let app = H.makeApplication(stateFolder: folder)
        defer { H.close(app) }
        let engine = try #require(app.engine as? GStreamerEngine)
        H.pump()
        #expect(app.store.state.player.media?.uri == uri)
        #expect(app.store.state.player.awaitsApproval)
        #expect(engine.loadedURI == nil)
        #expect(server.requests.isEmpty)
        #expect(visiblePage(try #require(app.window).panes.player) == "approval")
    }

    /// A session whose slider stood on a past step: the window previews that step as soon as
    /// the history is in place, and the engine follows a preview at once. The approvals the
    /// file's present claims must already be gone by then.
    @Test func aSessionImportedWhilePreviewingFetchesNothingEither() async throws {
        let server = try makeServer()
        defer { server.stop() }
        let uri = server.url("/clip.mkv")
        let author = Store(initialState: H.firstLaunch, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        author.send(.player(.mediaOpened(uri: uri, title: "clip")))
        author.send(.clockList(.sortOrderChosen(.byName)))
        author.send(.clockList(.sortOrderChosen(.manual)))
        author.jump(to: 2)
        #expect(author.timeline.isPreviewing)
        let path = "\(TestMedia.folder)/remote-session-\(UUID().uuidString).json"
        try Session.writeFile(author.archiveSource().stream(), createdAt: H.noon, to: path)

        let app = H.makeApplication()
        defer { H.close(app) }
        let engine = try #require(app.engine as? GStreamerEngine)
        var loaded: [String] = []
        engine.onLoad = { loaded.append($0) }
        await withCheckedContinuation { done in app.files.importSession(from: path) { done.resume() } }
        H.pump()
        #expect(loaded.isEmpty, "the engine was told to load \(loaded)")
        #expect(app.store.timeline.isPreviewing && app.store.timeline.currentStep == 2)
        #expect(app.store.state.player.awaitsApproval)
        #expect(engine.loadedURI == nil)
        #expect(server.requests.isEmpty)
    }
}
