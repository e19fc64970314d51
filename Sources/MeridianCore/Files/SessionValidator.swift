import MeridianKitCore
import MeridianStore

/// Checks a session's history whole, before anything is restored from it: every state it carries
/// (the initial state, the checkpoints, the present, each imported snapshot in the log) as
/// strictly as a snapshot file, every action inside `Limits`, the step times, and the log's own
/// structure as restoring will find it. Session files, the autosave journal and every command
/// that reads them run this one check, so they refuse the same things with the same words, and
/// a history that passes restores without an error.
public struct SessionValidator: Sendable {
    public let states: StateValidator
    public let actions: ActionValidator

    public init(catalog: TimeZoneCatalog) {
        states = StateValidator(catalog: catalog)
        actions = ActionValidator(states: states)
    }

    /// Every problem, in the order of the file, at paths under `path`.
    /// `work` hears how far the actions have been checked, and stops the check when cancelled
    /// (what it found by then is returned; the caller asks `work` whether it was cancelled).
    public func problems(in history: HistoryArchive<AppState, AppAction>, at path: String = "history", work: WorkPhase? = nil) -> [FileProblem] {
        var problems: [FileProblem] = []
        let interval = history.checkpointInterval
        if !Limits.checkpointInterval.contains(interval) {
            problems.append(FileProblem(
                path: "\(path).checkpointInterval",
                message: tr("is {value}; it must be from {minimum} to {maximum}", [
                    "value": String(interval), "minimum": Limits.checkpointInterval.lowerBound, "maximum": Limits.checkpointInterval.upperBound,
                ])))
        }
        problems += states.problems(in: history.initialState, at: "\(path).initialState")
        for (index, checkpoint) in history.checkpoints.enumerated() {
            problems += states.problems(in: checkpoint, at: "\(path).checkpoints[\(index)]")
        }
        problems += states.problems(in: history.present, at: "\(path).present")
        for (index, seal) in (history.seals ?? []).enumerated() {
            problems += states.problems(in: seal.state, at: "\(path).seals[\(index)].state")
        }
        for (index, skip) in (history.skips ?? []).enumerated() {
            problems += states.problems(in: skip.state, at: "\(path).skips[\(index)].state")
        }
        let count = history.actionCount
        for (index, action) in history.actionsInOrder.enumerated() {
            problems += actions.problems(in: action, at: "\(path).actions[\(index)]")
            if let work, index % 4096 == 4095 {
                guard !work.isCancelled else { return problems }
                work.advance(to: Double(index) / Double(count))
            }
        }
        problems += stepTimeProblems(history.stepTimes.milliseconds, at: "\(path).stepTimes")
        guard problems.isEmpty else { return problems }
        do {
            try history.validateLog(rules: AppHistory.rules())
        } catch {
            problems.append(FileProblem(path: "\(path).\(error.path)", message: error.message))
        }
        return problems
    }

    private func stepTimeProblems(_ times: [Int64], at path: String) -> [FileProblem] {
        guard let start = times.first else { return [] }
        guard Limits.instants.contains(Instant(millisecondsSince1970: start)) else {
            return [FileProblem(path: "\(path).start", message: tr("{milliseconds} ms since 1970 is not a time between the years 0000 and 9999", ["milliseconds": String(start)]))]
        }
        return times.indices.dropFirst().compactMap { step in
            let time = Instant(millisecondsSince1970: times[step])
            guard !Limits.instants.contains(time) else { return nil }
            return FileProblem(
                path: "\(path).offsets[\(step)]",
                message: tr("{milliseconds} ms after the start puts step {step} outside the years 0000 to 9999", ["milliseconds": String(times[step] &- start), "step": step]))
        }
    }
}
