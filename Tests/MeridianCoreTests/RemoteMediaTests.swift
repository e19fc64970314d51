import CoreTestSupport
import Foundation
import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing

/// Issue 42: what arrives in a file opens nothing remote by itself; the user's word, once,
/// stands in the whole history.
@MainActor
@Suite struct RemoteMediaTests {
    let stream = "http://127.0.0.1:18089/tracking-pixel.ogv"
    let local = "file:///tmp/clip.ogv"

    func makeStore(_ state: AppState = firstLaunch) -> Store<AppState, AppAction, AppEffect> {
        Store(initialState: state, reducer: AppReducer(catalog: systemCatalog), history: AppHistory.rules())
    }

    /// A snapshot as someone else wrote it: playing `uri` at 7 s, and claiming it approved.
    func snapshot(playing uri: String) -> AppState {
        var state = firstLaunch
        state.player = PlayerState(
            media: Media(uri: uri, title: Media.title(ofURI: uri)), status: .playing, intent: .play, position: 7, duration: 30,
            approvedAddresses: [uri])
        return state
    }

    // MARK: Addresses

    @Test func theAddressesAMediaMayHaveAreFilesAndWebStreams() {
        #expect(MediaAddress.schemeProblem("file:///a.ogv") == nil)
        #expect(MediaAddress.schemeProblem("http://example.org/a.ogv") == nil)
        #expect(MediaAddress.schemeProblem("HTTPS://example.org/a.ogv") == nil)
        for uri in ["rtsp://cam.example/live", "smb://server/share/a.ogv", "dvb://BBC", "ftp://x/a", "data:video/ogg;base64,AA", "javascript:x"] {
            #expect(MediaAddress.schemeProblem(uri) != nil, "\(uri)")
        }
        #expect(
            MediaAddress.schemeProblem("rtsp://cam.example/live")
                == "uses the scheme “rtsp”, which Meridian does not open; a media address begins with one of file:, http:, https:")
        #expect(MediaAddress.schemeProblem("/tmp/a.ogv") == "has no scheme; a media address begins with one of file:, http:, https:")
        #expect(MediaAddress.isRemote("https://a.example/x") && !MediaAddress.isRemote("file:///x"))
        #expect(MediaAddress.host(of: stream) == "127.0.0.1:18089")
        #expect(MediaAddress.host(of: "https://media.example.org/a.webm") == "media.example.org")
        #expect(MediaAddress.host(of: local) == nil)
    }

    @Test func everyReaderRefusesAnotherSchemeInTheSameWordsWithThePlace() {
        var state = firstLaunch
        state.player = PlayerState(media: Media(uri: "rtsp://cam.example/live", title: "live"), status: .loading)
        let words = "uses the scheme “rtsp”, which Meridian does not open; a media address begins with one of file:, http:, https:"
        #expect(StateValidator(catalog: systemCatalog).problems(in: state, at: "state").map(\.description) == ["state.player.media.uri: \(words)"])
        state.player = PlayerState(approvedAddresses: ["smb://server/a.ogv"])
        #expect(
            StateValidator(catalog: systemCatalog).problems(in: state, at: "state").map(\.description)
                == ["state.player.approvedAddresses[0]: uses the scheme “smb”, which Meridian does not open; a media address begins with one of file:, http:, https:"])
    }

    @Test func openingAnotherSchemeIsAMessageAndNothingOpens() {
        let action = AppAction.openMedia(uri: "dvb://BBC")
        guard case .messageShown(let message) = action else {
            Issue.record("\(action) is not a message")
            return
        }
        #expect(message.text.contains("dvb") && message.text.contains("file:, http:, https:"))
    }

    // MARK: Consent

    @Test func anImportedRemoteAddressWaitsAndTheFilesApprovalIsNotTaken() {
        let imported = snapshot(playing: stream)
        var expected = imported
        expected.player.status = .idle
        expected.player.approvedAddresses = nil
        assertReduce(firstLaunch, .snapshotImported(imported), effects: [.player(.unload)]) { $0 = expected }
        #expect(expected.player.awaitsApproval)
        #expect(EngineView(player: expected.player, isPreviewing: false).uri == nil)
    }

    @Test func anImportedLocalFileOpensAtOnce() {
        let imported = snapshot(playing: local)
        var expected = imported
        expected.player.status = .loading
        expected.player.approvedAddresses = nil
        assertReduce(
            firstLaunch, .snapshotImported(imported),
            effects: [.player(.load(uri: local)), .player(.seek(to: 7, accuracy: .accurate)), .player(.setRate(1)), .player(.play)]
        ) { $0 = expected }
    }

    @Test func theUsersWordOpensTheAddressWhereTheFileLeftIt() {
        var waiting = snapshot(playing: stream).player
        waiting.status = .idle
        waiting.approvedAddresses = nil
        assertReduce(
            waiting, .remoteMediaApproved(uri: stream),
            commands: [.load(uri: stream), .seek(to: 7, accuracy: .accurate), .setRate(1), .play]
        ) {
            $0.status = .loading
            $0.approvedAddresses = [stream]
        }
        // A word about another address, or about one already open, changes nothing.
        assertReduce(waiting, .remoteMediaApproved(uri: "http://elsewhere.example/a.ogv"))
        var playing = waiting
        playing.approvedAddresses = [stream]
        assertReduce(playing, .remoteMediaApproved(uri: stream))
        // Play does nothing until then: pressing it is not the word.
        assertReduce(waiting, .playPauseClicked(at: noon))
        // A late report of what the engine played before is about nothing on screen.
        assertReduce(waiting, .engine(.stateChanged(.playing)))
        assertReduce(waiting, .engine(.failed(message: UserMessage(verbatim: "Internal data stream error."))))
    }

    /// At the start there is nothing to seek to: a load begins there, and a web server that
    /// cannot seek would fail the seek.
    @Test func theWordAtTheStartOpensWithoutASeek() {
        let waiting = PlayerState(media: Media(uri: stream, title: "t"), status: .idle, intent: .pause)
        assertReduce(waiting, .remoteMediaApproved(uri: stream), commands: [.load(uri: stream), .setRate(1)]) {
            $0.status = .loading
            $0.approvedAddresses = [stream]
        }
    }

    @Test func whatTheUserOpensThemselvesPlaysAndIsRemembered() {
        assertReduce(PlayerState(), .mediaOpened(uri: stream, title: "tracking-pixel"), commands: [.load(uri: stream)]) {
            $0 = PlayerState(media: Media(uri: stream, title: "tracking-pixel"), status: .loading, approvedAddresses: [stream])
        }
        assertReduce(PlayerState(), .mediaOpened(uri: local, title: "clip"), commands: [.load(uri: local)]) {
            $0 = PlayerState(media: Media(uri: local, title: "clip"), status: .loading)
        }
    }

    @Test func aHistoryReceivedForgetsEveryApprovalAndHoldsBackItsRemoteMedia() {
        var player = PlayerState(media: Media(uri: stream, title: "t"), status: .playing, intent: .play, approvedAddresses: [stream])
        player = assertReduce(player, .historyReceived, commands: [.unload]) {
            $0.approvedAddresses = nil
            $0.status = .idle
        }
        #expect(player.awaitsApproval)
        let local = PlayerState(media: Media(uri: self.local, title: "clip"), status: .playing, intent: .play, approvedAddresses: [stream])
        assertReduce(local, .historyReceived) { $0.approvedAddresses = nil }
    }

    @Test func approvalsAreBoundedOldestFirst() {
        var player = PlayerState()
        for index in 0..<(Limits.approvedAddresses + 3) {
            _ = PlayerReducer().reduce(into: &player, action: .mediaOpened(uri: "https://host\(index).example/a.webm", title: "a"))
        }
        #expect(player.approvedAddresses?.count == Limits.approvedAddresses)
        #expect(player.approvedAddresses?.first == "https://host3.example/a.webm")
    }

    @Test func thePlayerShowsTheAddressWithItsHostAndAButtonToOpenIt() throws {
        var player = snapshot(playing: stream).player
        player.approvedAddresses = nil
        let model = PlayerModel(player)
        let approval = try #require(model.approval)
        #expect(approval.uri == stream)
        #expect(approval.host == "127.0.0.1:18089")
        #expect(approval.prompt.contains(stream) && approval.prompt.contains("127.0.0.1:18089"))
        #expect(approval.buttonLabel == "Open")
        #expect(approval.buttonAccessibleName == "Open media from 127.0.0.1:18089")
        #expect(!model.canPlay && !model.showsVideo)
        #expect(model.screen(hasVideoWidget: true) == .approval)
        #expect(model.statusLine == "tracking-pixel waits for your word: it is on 127.0.0.1:18089")
        player.approvedAddresses = [stream]
        #expect(PlayerModel(player).approval == nil)
    }

    // MARK: Time travel

    /// Import, approve, then scrub back and forth: the step of the import shows the media
    /// approved (the engine may load it), and no step asks again.
    @Test func theWordStandsOverEveryStepOfTheHistory() {
        let store = makeStore()
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.snapshotImported(snapshot(playing: stream)))
        let importStep = store.timeline.currentStep
        #expect(store.state.player.awaitsApproval)
        store.send(.clockList(.sortOrderChosen(.manual)))
        store.send(.player(.remoteMediaApproved(uri: stream)))
        #expect(!store.state.player.awaitsApproval)
        store.send(.clockList(.sortOrderChosen(.byName)))
        let last = store.timeline.lastStep
        for step in [importStep, 0, importStep + 1, last, importStep, last - 1] {
            store.jump(to: step)
            #expect(!store.state.player.awaitsApproval, "step \(step)")
            if store.state.player.media != nil {
                #expect(EngineView(player: store.state.player, isPreviewing: true).uri == stream, "step \(step)")
            }
        }
        for scope in AppHistory.scopes {
            store.jump(to: importStep, scope: scope)
            #expect(!store.state.player.awaitsApproval, "scope \(scope.id)")
        }
        store.returnToPresent()
        #expect(!store.state.player.awaitsApproval)
    }

    /// Before the word, the past asks as the present does, and the engine loads nothing even
    /// while previewing.
    @Test func beforeTheWordNoStepFetches() {
        let store = makeStore()
        store.send(.snapshotImported(snapshot(playing: stream)))
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.jump(to: 1)
        #expect(store.state.player.awaitsApproval)
        let view = EngineView(player: store.state.player, isPreviewing: true)
        #expect(EngineSync.commands(from: nil, to: view, engineURI: nil) == [])
        #expect(EngineSync.commands(from: nil, to: view, engineURI: local) == [.unload])
    }

    /// A session whose log opened the address, and approved it, in its author's hands: once
    /// received here the address waits, in the present and in every step; the user's word then
    /// stands for all of them.
    @Test func aReceivedHistoryAsksOnceForWhatItsAuthorOpened() throws {
        let author = makeStore()
        author.send(.player(.mediaOpened(uri: stream, title: "tracking-pixel")))
        author.send(.player(.remoteMediaApproved(uri: stream)))
        author.send(.clockList(.sortOrderChosen(.byName)))
        let archive = try author.archiveSource().archive()

        let store = makeStore()
        try store.restoreHistory(from: archive)
        store.send(.player(.historyReceived))
        #expect(store.state.player.awaitsApproval)
        #expect(EngineView(player: store.state.player, isPreviewing: false).uri == nil)
        store.jump(to: 1)
        #expect(store.state.player.awaitsApproval)
        store.returnToPresent()
        store.send(.player(.remoteMediaApproved(uri: stream)))
        for step in 1...store.timeline.lastStep {
            store.jump(to: step)
            #expect(!store.state.player.awaitsApproval, "step \(step)")
        }
    }

    @Test func aLaunchForgetsApprovalsOnlyWhenThereAreAny() {
        var state = firstLaunch
        #expect(state.actionsAfterRestore.isEmpty)
        state.player.approvedAddresses = [stream]
        #expect(state.actionsAfterRestore == [.player(.historyReceived)])
    }
}
