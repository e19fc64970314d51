// Which steps Undo takes back, and where Undo and Redo go: from the steps' answers
// (`StepChanges`) and the returns Undo and Redo made, never from the log.

extension History {
    /// Ends the last step as the next begins in `began`: keeps whether it changed what Undo
    /// takes back. Once per step, and only with an undo scope.
    @inlinable
    mutating func endLastStep(nextBeganIn began: State) {
        guard let undoScope = rules.undoScope else { return }
        guard recordsUndoChanges, let holdsTheSame = undoScope.holdsTheSame else {
            undoChanges.append(nil)
            return
        }
        undoChanges.append(lastStepBegan.map { !holdsTheSame($0, began) })
        lastStepBegan = began
    }

    /// Goes on recording each step's answer for Undo, once the states of a log recorded
    /// without them have been made: the steps so far are left unknown (a search finds them),
    /// and the last step's beginning is replayed from the checkpoint before it.
    @usableFromInline
    mutating func beginRecordingUndoChanges() {
        recordsUndoChanges = true
        guard rules.undoScope != nil else { return }
        undoChanges.pad(to: steps.lastIndex)
        lastStepBegan = try? state(afterEntries: steps.start(of: steps.lastIndex))
    }

    /// Whether the last step, still open, changed what Undo takes back by `present`; `nil`
    /// while the state it began in is not known (a history read back, until a search finds it).
    func lastStepChanged(present: State) -> Bool? {
        guard steps.lastIndex > 0 else { return false }
        guard let undoScope = rules.undoScope else { return true }
        guard let lastStepBegan, let holdsTheSame = undoScope.holdsTheSame else { return nil }
        return !holdsTheSame(lastStepBegan, present)
    }

    /// What the latest of steps `1...step` means to Undo: a change it takes back, a return Undo
    /// or Redo made (the steps between that return and the step it returned to are passed
    /// over: what they did is undone), nothing, or a step whose answer is not known yet.
    func undoMark(atOrBefore step: Int, lastStepChanged: Bool?) -> UndoMark {
        let step = min(step, steps.lastIndex)
        guard step >= 1 else { return .none }
        // The latest return Undo or Redo made, at or before `step`.
        var index = returnSteps.partitioningIndex { Int($0) > step } - 1
        while index >= 0, returns[index].kind == .carriedOn { index -= 1 }
        let floor = index >= 0 ? Int(returnSteps[index]) : 0
        if step == steps.lastIndex, floor < step {
            switch lastStepChanged {
            case true?: return .change(step)
            case nil: return .unknown(step)
            case false?: break
            }
        }
        let top = min(step, steps.lastIndex - 1)
        if top > floor {
            guard rules.undoScope != nil else { return .change(top) }
            // Steps beyond the answers kept are not known.
            if undoChanges.count <= top { return .unknown(top) }
            if let found = undoChanges.latest(in: floor + 1..<top + 1) {
                return found.isKnown ? .change(found.step) : .unknown(found.step)
            }
        }
        guard index >= 0 else { return .none }
        let made = returns[index]
        return made.kind == .undo ? .undid(step: floor, target: made.step) : .redid(step: floor, target: made.step)
    }

    /// The change Undo takes back at `step`: the latest change not undone since.
    func undoableChange(atStep step: Int, lastStepChanged: Bool?) -> UndoAnswer {
        var step = step
        while true {
            switch undoMark(atOrBefore: step, lastStepChanged: lastStepChanged) {
            case .change(let change): return .step(change)
            case .undid(_, let target), .redid(_, let target): step = target
            case .none: return .none
            case .unknown(let step): return .unknown(step)
            }
        }
    }

    /// The return of the latest Undo that Redo takes back at `step`: Undo's returns since the
    /// last change, each Redo taking back the latest not taken back yet.
    func redoableUndo(atStep step: Int, lastStepChanged: Bool?) -> UndoAnswer {
        switch undoMark(atOrBefore: step, lastStepChanged: lastStepChanged) {
        case .change, .none: return .none
        case .unknown(let step): return .unknown(step)
        case .undid(let undo, _): return .step(undo)
        case .redid(let redo, _):
            // The Undo this Redo took back, then the one before it.
            switch redoableUndo(atStep: redo - 1, lastStepChanged: nil) {
            case .step(let undo): return redoableUndo(atStep: undo - 1, lastStepChanged: nil)
            case let other: return other
            }
        }
    }

    /// The step Undo's return at `step` went back to.
    func returnTarget(ofStep step: Int) -> Int? {
        let index = returnSteps.partitioningIndex { Int($0) >= step }
        guard index < returnSteps.count, Int(returnSteps[index]) == step else { return nil }
        return returns[index].step
    }
}

/// What a step means to Undo (`History.undoMark`).
enum UndoMark: Equatable {
    case change(Int)
    case undid(step: Int, target: Int)
    case redid(step: Int, target: Int)
    case none
    case unknown(Int)
}

/// A step Undo or Redo needs, none, or not known yet: the answers from the step given down are
/// being searched for on another thread.
@usableFromInline
enum UndoAnswer: Equatable {
    case step(Int)
    case none
    case unknown(Int)

    var step: Int? {
        if case .step(let step) = self { return step }
        return nil
    }
}

extension Collection {
    /// The index of the first element for which `belongsAfter` holds, the elements being
    /// ordered so that it holds for a suffix.
    func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
