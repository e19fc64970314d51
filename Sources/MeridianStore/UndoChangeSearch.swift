import Foundation

/// Finds, on another thread, what Undo needs of steps whose answers are not known: whether each
/// changed what the undo scope brings back, and the state the last step began in. A history
/// read from an archive, or from storage that did not keep them, has such steps; live recording
/// never does.
///
/// A search replays a block of steps at a time from the step asked for down towards step 1,
/// and stops at the first block that holds a change (Undo needs the latest change) or where
/// the answers below are known. Storage keeps what it found (`StepChanges.takeChangedGroups`),
/// so a history is searched once, not at every launch.
enum UndoChangeSearch {
    /// Steps replayed at a time.
    static var blockSize: Int { 256 }

    /// What a search found: answers of ended steps, and the state the last step began in when
    /// the search reached it (for the step table it was made with, `lastStep`).
    struct Found<State> {
        var answers: [(step: Int, changed: Bool)] = []
        var lastStep: Int
        var lastStepBegan: State?
    }

    /// Searches `history` (a copy, only read) from `step` down.
    static func search<State: Equatable, Action>(
        from step: Int, in history: History<State, Action>
    ) throws(HistoryStorageError) -> Found<State> {
        let lastStep = history.steps.lastIndex
        var found = Found<State>(lastStep: lastStep)
        guard let scope = history.rules.undoScope else { return found }
        // Not `@Sendable`: it compares states of the store's own type, on this thread only.
        let holdsTheSame: (State, State) -> Bool
        if let given = scope.holdsTheSame {
            holdsTheSame = given
        } else {
            holdsTheSame = { state, other in scope.merge.map { $0(other, state) == state } ?? (state == other) }
        }
        var top = min(step, lastStep)
        if top == lastStep {
            found.lastStepBegan = try history.state(afterEntries: history.steps.start(of: lastStep))
            top -= 1
        }
        while top >= 1 {
            let low = max(top - blockSize + 1, 1)
            let answers = try history.undoAnswers(of: low..<top + 1, holdsTheSame: holdsTheSame)
            found.answers += zip(low..., answers).map { ($0, $1) }
            // The latest change is found, or the steps below are known already.
            if answers.contains(true) || low == 1 || history.undoChanges[low - 1] != nil { break }
            top = low - 1
        }
        return found
    }
}

extension History {
    /// Whether each step of `range`, all ended, changed what `holdsTheSame` compares, replaying
    /// the log once from the checkpoint before the first.
    func undoAnswers(of range: Range<Int>, holdsTheSame: (State, State) -> Bool) throws(HistoryStorageError) -> [Bool] {
        guard !range.isEmpty else { return [] }
        let starts = steps.rows(range.lowerBound..<range.upperBound + 1).map { Int($0.start) }
        var state = try state(afterEntries: starts[0])
        var answers: [Bool] = []
        answers.reserveCapacity(range.count)
        for index in 0..<range.count {
            let before = state
            try forEachEntry(in: starts[index]..<starts[index + 1]) { _, entry throws(HistoryStorageError) in try apply(entry, to: &state) }
            answers.append(!holdsTheSame(before, state))
        }
        return answers
    }
}
