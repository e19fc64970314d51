import MeridianStore

/// What `meridian session replay --verify` says when a log no longer replays to what it
/// recorded: the entry at fault in the words the slider and the inspector use for its step.
public enum ReplayDivergenceText {
    /// One sentence about `divergence`, found in the file at `file`.
    public static func sentence(_ divergence: HistoryDivergence, file: String) -> String {
        let entry: String
        switch divergence.kind {
        case .action: entry = divergence.action
        case .returnToStep(let step): entry = tr("the return to step {step}", ["step": step])
        case .sealedRun: entry = tr("time passing, sealed into one state")
        case .skip(let step, true): entry = tr("skipping step {step}", ["step": step])
        case .skip(let step, false): entry = tr("bringing back step {step}", ["step": step])
        }
        return divergence.isImpure
            ? tr("{file}: log entry {entry} ({action}) gives a different state each time it is replayed: the reducer is not pure", [
                "file": file, "entry": divergence.entry, "action": entry,
            ])
            : tr("{file}: the state recorded after log entry {entry} ({action}) differs from what replaying the log gives", [
                "file": file, "entry": divergence.entry, "action": entry,
            ])
    }
}
