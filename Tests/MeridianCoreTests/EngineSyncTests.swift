import MeridianCore
import Testing

@Suite struct EngineSyncTests {
    let uri = "file:///media/clip.ogv"

    func view(at position: Double, previewing: Bool, intent: PlaybackIntent = .play, status: PlaybackStatus = .playing, uri: String? = "file:///media/clip.ogv") -> EngineView {
        EngineView(
            player: PlayerState(media: uri.map { Media(uri: $0, title: "clip") }, status: status, intent: intent, position: position),
            isPreviewing: previewing)
    }

    @Test func atThePresentTheReducerDrivesTheEngine() throws {
        #expect(EngineSync.commands(from: view(at: 1, previewing: false), to: view(at: 2, previewing: false), engineURI: uri) == [])
    }

    /// The slider may move on before an exact frame is decoded: each step shows its key frame
    /// at once, then its exact frame.
    @Test func showingThePastPausesOnThatStepsFrameAndFollowsTheSlider() throws {
        let present = view(at: 3, previewing: false)
        let past = view(at: 1.5, previewing: true)
        #expect(EngineSync.commands(from: present, to: past, engineURI: uri) == [.pause, .seek(to: 1.5, accuracy: .keyFrameFirst)])
        #expect(EngineSync.commands(from: past, to: view(at: 0.5, previewing: true), engineURI: uri) == [.seek(to: 0.5, accuracy: .keyFrameFirst)])
        #expect(EngineSync.commands(from: past, to: past, engineURI: uri) == [])
    }

    /// A paused present's frame is where the engine stands: a past step that shows that very
    /// frame is no seek (a server that cannot seek refuses one once the engine has read on);
    /// from a present that plays, the engine has moved on since its last report.
    @Test func enteringThePastAtThePausedPresentsOwnFrameSeeksNothing() throws {
        let paused = view(at: 2, previewing: false, intent: .pause, status: .paused)
        #expect(EngineSync.commands(from: paused, to: view(at: 2, previewing: true), engineURI: uri) == [.pause])
        #expect(EngineSync.commands(from: paused, to: view(at: 1, previewing: true), engineURI: uri) == [.pause, .seek(to: 1, accuracy: .keyFrameFirst)])
        #expect(EngineSync.commands(from: view(at: 2, previewing: false), to: view(at: 2, previewing: true), engineURI: uri)
            == [.pause, .seek(to: 2, accuracy: .keyFrameFirst)])
        // Another clip loaded for that step goes to its frame, as every load does.
        #expect(EngineSync.commands(from: paused, to: view(at: 2, previewing: true), engineURI: "file:///media/other.ogv")
            == [.load(uri: uri), .pause, .seek(to: 2, accuracy: .keyFrameFirst)])
    }

    @Test func comingBackResumesOrStaysPausedAsThePresentSays() throws {
        let past = view(at: 1.5, previewing: true)
        #expect(EngineSync.commands(from: past, to: view(at: 3, previewing: false), engineURI: uri) == [.seek(to: 3, accuracy: .accurate), .play])
        #expect(EngineSync.commands(from: past, to: view(at: 3, previewing: false, intent: .pause, status: .paused), engineURI: uri)
            == [.seek(to: 3, accuracy: .accurate), .pause])
        #expect(EngineSync.commands(from: past, to: view(at: 4, previewing: false, status: .ended), engineURI: uri)
            == [.seek(to: 4, accuracy: .accurate), .pause])
        // From a step that showed the present's own frame: the engine is there, and a server
        // that cannot seek would refuse a seek once it has read on.
        #expect(EngineSync.commands(from: view(at: 3, previewing: true), to: view(at: 3, previewing: false), engineURI: uri) == [.play])
        #expect(EngineSync.commands(from: view(at: 3, previewing: true), to: view(at: 3, previewing: false), engineURI: nil)
            == [.load(uri: uri), .seek(to: 3, accuracy: .accurate), .play])
    }

    @Test func aReplacedHistoryLoadsItsMediaAtItsPosition() throws {
        #expect(EngineSync.commands(from: nil, to: view(at: 2, previewing: false), engineURI: nil)
            == [.load(uri: uri), .seek(to: 2, accuracy: .accurate), .play])
        #expect(EngineSync.commands(from: nil, to: view(at: 2, previewing: true), engineURI: "file:///other.ogv")
            == [.load(uri: uri), .pause, .seek(to: 2, accuracy: .keyFrameFirst)])
    }

    /// A load starts at 1×, and the present a preview returns to may play at another speed
    /// than the engine: the engine is set to the present's.
    @Test func theEnginePlaysAtThePresentsSpeed() throws {
        var fast = PlayerState(media: Media(uri: uri, title: "clip"), status: .playing, intent: .play, position: 2, rate: 2)
        #expect(EngineSync.commands(from: nil, to: EngineView(player: fast, isPreviewing: false), engineURI: nil)
            == [.load(uri: uri), .setRate(2), .seek(to: 2, accuracy: .accurate), .play])
        let past = view(at: 1.5, previewing: true)
        #expect(EngineSync.commands(from: past, to: EngineView(player: fast, isPreviewing: false), engineURI: uri, engineRate: 1)
            == [.setRate(2), .seek(to: 2, accuracy: .accurate), .play])
        #expect(EngineSync.commands(from: past, to: EngineView(player: fast, isPreviewing: false), engineURI: uri, engineRate: 2)
            == [.seek(to: 2, accuracy: .accurate), .play])
        fast.rate = 1
        #expect(EngineSync.commands(from: past, to: EngineView(player: fast, isPreviewing: false), engineURI: uri, engineRate: 2)
            == [.setRate(1), .seek(to: 2, accuracy: .accurate), .play])
    }

    @Test func withoutMediaThereIsNothingToShow() throws {
        #expect(EngineSync.commands(from: nil, to: view(at: 0, previewing: true, uri: nil), engineURI: nil) == [])
        #expect(EngineSync.commands(from: nil, to: view(at: 0, previewing: false, uri: nil), engineURI: nil) == [])
    }

    /// Issue 71: Undo and Redo change the present with no action behind them. Undoing a speed
    /// sets the engine to the speed brought back (the clip plays on); undoing the media opened
    /// lets go of it (it played on unseen); Redo loads it again where the present says.
    @Test func undoAndRedoReachTheEngine() throws {
        var player = PlayerState(media: Media(uri: uri, title: "clip"), status: .playing, intent: .play, position: 4, rate: 1)
        let before = EngineView(player: player, isPreviewing: false)
        #expect(EngineSync.commands(from: before, to: before, engineURI: uri, engineRate: 2) == [.setRate(1)])
        #expect(EngineSync.commands(from: before, to: before, engineURI: uri, engineRate: 1) == [])
        let closed = view(at: 0, previewing: false, uri: nil)
        #expect(EngineSync.commands(from: before, to: closed, engineURI: uri) == [.unload])
        #expect(EngineSync.commands(from: closed, to: closed, engineURI: nil) == [])
        // Media loaded anew is at its start: no seek, which a server that cannot seek refuses
        // (the media then failed on the way back to the present).
        player.position = 0
        #expect(EngineSync.commands(from: closed, to: EngineView(player: player, isPreviewing: false), engineURI: nil)
            == [.load(uri: uri), .play])
        #expect(EngineSync.commands(from: closed, to: EngineView(player: player, isPreviewing: true), engineURI: nil)
            == [.load(uri: uri), .pause])
        player.position = 4
        #expect(EngineSync.commands(from: closed, to: EngineView(player: player, isPreviewing: false), engineURI: nil)
            == [.load(uri: uri), .seek(to: 4, accuracy: .accurate), .play])
        // The past shown while the present has media: the engine keeps it, paused, as before.
        #expect(EngineSync.commands(from: before, to: view(at: 0, previewing: true, uri: nil), engineURI: uri) == [])
    }

    @Test func reportsWaitWhileThePastIsShown() throws {
        #expect(EngineSync.delivers(isPreviewing: false))
        #expect(!EngineSync.delivers(isPreviewing: true))
    }
}
