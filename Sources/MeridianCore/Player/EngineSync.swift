/// What the media engine should be showing, read from the state on screen.
public struct EngineView: Equatable, Sendable {
    /// What the engine may load: `nil` with no media, or media that awaits the user's word.
    public var uri: String?
    /// The media on screen is remote, came in a file and waits for the user's word.
    public var awaitsApproval: Bool
    /// Seconds; the frame to show while the past is on screen, where to resume at the present.
    public var position: Double
    /// The window shows a past step: the engine serves that step's frame, paused.
    public var isPreviewing: Bool
    /// At the present, playback should run: the user asked for play and it has not ended or failed.
    public var plays: Bool
    /// The speed the present plays at.
    public var rate: Double

    public init(player: PlayerState, isPreviewing: Bool) {
        awaitsApproval = player.awaitsApproval
        uri = awaitsApproval ? nil : player.media?.uri
        position = player.position
        self.isPreviewing = isPreviewing
        plays = player.intent == .play && [.loading, .buffering, .playing, .paused].contains(player.status)
        rate = player.rate
    }
}

/// Keeps the engine on what the window shows when no reducer says so.
///
/// At the present the reducer's effects drive the engine, action by action. Four moments have
/// no action behind them: the window shows the past (time travel reaches the video: the
/// engine pauses on that step's frame and follows the slider), the window comes back to the
/// present (resume or stay paused as the present says), the history was replaced (a
/// session restored at launch or imported: the engine loads its media at its position), and
/// Undo or Redo changed the present (its speed, or its media: another one is loaded, or none
/// and the engine lets go of the one it played).
public enum EngineSync {
    /// The commands that take the engine from showing `previous` to showing `current`, given
    /// the media it has loaded and the speed it plays at (a load starts at 1×).
    public static func commands(from previous: EngineView?, to current: EngineView, engineURI: String?, engineRate: Double = 1) -> [PlayerCommand] {
        guard let uri = current.uri else {
            // Nothing remote is fetched before the user says so, not even while previewing; and
            // media the present no longer has (Undo took its opening back) stops playing.
            return engineURI != nil && (current.awaitsApproval || !current.isPreviewing) ? [.unload] : []
        }
        let reload = engineURI != uri
        let load: [PlayerCommand] = reload ? [.load(uri: uri)] : []
        let seek = PlayerCommand.seek(to: current.position, accuracy: .accurate)
        // Media loaded anew starts at its beginning: a seek there would ask the server for a
        // range, which one that cannot seek refuses, and the media failed (as the reducer's
        // own load does, it seeks only past the start).
        let loadedAtStart = reload && current.position == 0
        if current.isPreviewing {
            let entering = previous?.isPreviewing != true
            // Into a past step that shows the very frame the paused present shows: the engine is
            // there already. A seek would ask the server for a range, and one that cannot seek
            // refused it once the engine had read on (the clip failed, one preview in ten).
            let inPlace = entering && !reload && previous?.plays == false && previous?.position == current.position
            let moved = (entering || reload || previous?.position != current.position) && !loadedAtStart && !inPlace
            // History's slider may move on at once: its key frame first, then its exact frame.
            return load + (entering || reload ? [.pause] : []) + (moved ? [.seek(to: current.position, accuracy: .keyFrameFirst)] : [])
        }
        let returning = previous?.isPreviewing == true
        // Undo or Redo may bring back another speed, with no action to set it.
        guard reload || returning else { return engineRate == current.rate ? [] : [.setRate(current.rate)] }
        // The present may play at another speed than the engine: one the history brought back,
        // or the one a load forgets.
        let rate: [PlayerCommand] = (reload ? 1 : engineRate) == current.rate ? [] : [.setRate(current.rate)]
        // Back from a past step that showed the very frame the present resumes from, the
        // engine is there already: no seek either (a server that cannot seek refused it when
        // the engine had read on, one return in three).
        let inPlace = loadedAtStart || (!reload && previous?.position == current.position)
        return load + rate + (inPlace ? [] : [seek]) + [current.plays ? .play : .pause]
    }

    /// Whether an engine report reaches the store: while the past is on screen the engine
    /// serves the preview, and what it reports is not news about the present.
    public static func delivers(isPreviewing: Bool) -> Bool { !isPreviewing }
}
