import Foundation

/// What an inspector lists of one step: its label and time, which scopes of the state its own
/// entries changed, and the step it returned to if it was a return.
public struct HistoryStepSummary: Equatable, Sendable {
    /// The step's number on the timeline.
    public var step: Int
    /// What the step did, as the rules' `label` words it.
    public var label: String
    /// When the step was made, in milliseconds since 1970.
    public var time: Int64
    /// The ids of the scopes (besides "everything") whose part of the state differs between the
    /// step's start and its last entry that is not a transient, in the history's order.
    public var touchedScopes: [String]
    /// For a step made by returning to a past step, that step: a branch in the history.
    public var returnedTo: Int?
    /// The skip it made, for a step made by skipping or bringing back a step.
    public var skip: HistorySkipMark?
}

extension History where State: Equatable {
    /// The steps of `range`, replaying the log once from the checkpoint before the first.
    func summaries(of range: Range<Int>) throws(HistoryStorageError) -> [HistoryStepSummary] {
        let range = max(range.lowerBound, 0)..<min(range.upperBound, steps.count)
        guard !range.isEmpty else { return [] }
        var summaries: [HistoryStepSummary] = []
        summaries.reserveCapacity(range.count)
        // The rows of the range and of the step after it (where the last one ends), decoded once.
        let rows = steps.rows(range.lowerBound..<min(range.upperBound + 1, steps.count))
        var state = try state(afterEntries: Int(rows[0].start))
        let scopes = rules.scopes
        for step in range {
            let row = rows[step - range.lowerBound]
            let (start, end) = (Int(row.start), step - range.lowerBound + 1 < rows.count ? Int(rows[step - range.lowerBound + 1].start) : entryCount)
            let labelEntry = Int(row.labelEntry)
            var summary = HistoryStepSummary(step: step, label: rules.startLabel, time: row.time, touchedScopes: [])
            let before = state
            var afterLabel = before
            // The label reads the state where what the step did began, after the browsing.
            let doing = step == 0 ? start : try doingStart(ofStep: step)
            var beforeDoing = before
            try forEachEntry(in: start..<end) { index, entry throws(HistoryStorageError) in
                if index == doing { beforeDoing = state }
                try apply(entry, to: &state)
                if index == labelEntry {
                    afterLabel = state
                    switch entry {
                    case .action(let action): summary.label = rules.label(action, beforeDoing, afterLabel)
                    case .restore(let target, _, _):
                        summary.returnedTo = Int(target)
                        summary.label = try label(ofStep: step)
                    case .skip(let skipped):
                        summary.skip = skipped.mark
                        summary.label = try label(ofStep: step)
                    case .sealed, .nothing: break
                    }
                }
            }
            for scope in scopes {
                guard let merge = scope.merge else { continue }
                if merge(afterLabel, before) != before { summary.touchedScopes.append(scope.id) }
            }
            summaries.append(summary)
        }
        return summaries
    }
}

extension Store where State: Equatable {
    /// The steps of `range`, each with its label, time and what it touched. Reads a stored
    /// history's segments if need be.
    public func stepSummaries(_ range: Range<Int>) throws(HistoryStorageError) -> [HistoryStepSummary] {
        guard let history else { return [] }
        return try history.summaries(of: range)
    }

    /// Whether `stepSummaries(range)` reads nothing from storage: what a window asks before
    /// reading on the main thread, where it must not wait for the disk.
    public func summariesAreInMemory(_ range: Range<Int>) -> Bool {
        history?.isResident(steps: range) ?? true
    }

    /// What `stepSummaries` reads, taken in constant time, to read on another thread: an
    /// inspector indexes a long history in the background.
    public func stepSummarySource() -> HistoryStepSummarySource<State, Action> {
        HistoryStepSummarySource(history: history)
    }

    /// The state where `step` began and the state after its last entry that is not a
    /// transient: what the step itself changed, across all its coalesced actions.
    public func change(ofStep step: Int) throws(HistoryStorageError) -> (before: State, after: State) {
        guard let history else { return (present, present) }
        let step = clamped(step, history)
        let start = history.steps.start(of: step)
        let labelEntry = history.steps.labelEntry(of: step)
        let before = try history.state(afterEntries: step == 0 ? 0 : start)
        guard labelEntry >= 0 else { return (before, before) }
        return (before, try history.state(afterEntries: labelEntry + 1))
    }
}

/// A store's history as it stood, for reading step summaries on another thread.
///
/// Sendable although a history holds the app's closures: the copy is never changed, the
/// reducer and labels are pure, and stored segments are read through pages that lock.
public struct HistoryStepSummarySource<State: Equatable, Action>: @unchecked Sendable {
    let history: History<State, Action>?

    /// The number of steps in the history.
    public var stepCount: Int { history?.steps.count ?? 1 }

    /// The summaries of the steps in `range`.
    public func summaries(_ range: Range<Int>) throws(HistoryStorageError) -> [HistoryStepSummary] {
        try history?.summaries(of: range) ?? []
    }
}
