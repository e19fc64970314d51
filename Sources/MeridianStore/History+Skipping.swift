/// Skipping a step: the present becomes what it would be had the step never happened.
///
/// The log is never rewritten. A skip is a new entry at the end that toggles one step in or
/// out of the *skipped set*, and carries the present it made: the log replayed with the
/// entries of the skipped steps left out. So dragging the slider back undoes a skip, and a
/// step skipped can be brought back the same way.
///
/// What "replayed without it" means, exactly:
/// - A skipped step loses the entries the user made it with (its actions and returns); the
///   transients that fell in it (time passing, the engine's reports) still happened.
/// - The skipped set is the one in effect at the present: each skip toggles a step, and a
///   return to a step takes back the skips made after it (the set becomes the one that step
///   had), so going back to before a skip and carrying on brings the skipped step back. A
///   return that is itself skipped takes nothing back: it never happened.
/// - The present is the log replayed as it was lived (the *recorded* world); the new present
///   is the log replayed with the new set's steps left out throughout. Skips in the replayed
///   stretch are left out of the new world: the new set already says what it leaves out.
/// - A return to a step inside the stretch returns to that step as the replay made it; a
///   return to a step before it returns to the step as it was recorded.
/// - The replay starts where the step was made, or earlier where an earlier skip in the
///   stretch or a step skipped still needs it, so the recorded state it starts from holds the
///   same steps as the world it makes.
/// - A run of transients sealed into its state cannot be replayed without the step, nor can
///   a return of one part of the state across a skip (that part left the skip, the others
///   kept it): skipping a step before either is refused, with the reason.
extension History where State: Equatable {
    /// The steps skipped after the first `count` entries, and after `extra` had it been
    /// recorded at `count`.
    ///
    /// Each skip puts its step in or takes it out, and a return takes the set of the step it
    /// returned to, unless the return is itself skipped: had it never happened, the skips it
    /// took back still hold. Whether a return is skipped depends only on what came after it,
    /// so the returns are decided latest first. Reads only the skips and returns.
    func skippedSteps(before count: Int, then extra: HistorySkipMark? = nil) -> Set<Int> {
        var marks = skipMarks.prefix { $0.entry < count }
        if let extra { marks.append(extra) }
        guard let firstSkip = marks.first else { return [] }
        // Before the first skip the set is empty, so earlier returns change nothing.
        let later = returns.indices.filter { returns[$0].entry > firstSkip.entry && returns[$0].entry < count }
        let laterReturns = later.map { returns[$0] }
        let laterSteps = later.map { Int(returnSteps[$0]) }
        let everSkipped = Set(marks.lazy.filter(\.skipping).map(\.step))
        var ignored = Set<Int>()
        for index in laterReturns.indices.reversed() where everSkipped.contains(laterSteps[index]) {
            if skippedSteps(marks: marks, returns: laterReturns, ignoring: ignored).contains(laterSteps[index]) {
                ignored.insert(index)
            }
        }
        return skippedSteps(marks: marks, returns: laterReturns, ignoring: ignored)
    }

    /// The set after `marks` and `returns`, merged in order, leaving out the returns at
    /// the indices `ignoring`.
    private func skippedSteps(marks: some Collection<HistorySkipMark>, returns: [HistoryReturn], ignoring: Set<Int>) -> Set<Int> {
        // The set after each skip or return, in order, for the returns to look back at.
        var after: [(entry: Int, set: Set<Int>)] = []
        var skipped = Set<Int>()
        var (nextMark, nextReturn) = (marks.startIndex, 0)
        while nextMark < marks.endIndex || nextReturn < returns.count {
            let markEntry = nextMark < marks.endIndex ? marks[nextMark].entry : Int.max
            let returnEntry = nextReturn < returns.count ? returns[nextReturn].entry : Int.max
            if markEntry < returnEntry {
                let mark = marks[nextMark]
                if mark.skipping { skipped.insert(mark.step) } else { skipped.remove(mark.step) }
                after.append((markEntry, skipped))
                nextMark = marks.index(after: nextMark)
            } else {
                if !ignoring.contains(nextReturn) {
                    // The set of the returned-to step: the last one made before that step ended
                    // (`after` is in entry order: found by halving, however long the history).
                    let targetEnd = steps.end(of: returns[nextReturn].step, entryCount: entryCount)
                    var (low, high) = (0, after.count)
                    while low < high {
                        let middle = (low + high) / 2
                        if after[middle].entry < targetEnd { low = middle + 1 } else { high = middle }
                    }
                    skipped = low > 0 ? after[low - 1].set : []
                    after.append((returnEntry, skipped))
                }
                nextReturn += 1
            }
        }
        return skipped
    }

    /// The latest skip in the first `count` entries.
    func lastSkipMark(before count: Int) -> HistorySkipMark? {
        skipMarks.last { $0.entry < count }
    }

    /// Why `step` cannot be skipped or brought back at the end of the log, without replaying
    /// anything; `nil` when it may be tried.
    func skipRefusal(step: Int) -> HistorySkipRefusal? {
        guard step > 0, step <= steps.lastIndex else {
            return step == 0 ? .firstStep : .noSuchStep(step: step, lastStep: steps.lastIndex)
        }
        let labelEntry = steps.labelEntry(of: step)
        if let mark = skipMarks.first(where: { $0.entry == labelEntry }) {
            return .isASkip(step: step, skippedStep: mark.step)
        }
        return nil
    }

    /// Why `step` is not on the present's line, if it is not: the return that left its branch.
    ///
    /// The line runs back from the last step, and from a return's step to the step it went
    /// back to; the steps between those two are a branch the present left, as the inspector's
    /// drawing shows them (`HistoryBranches`). A skipped return never happened, so it leaves
    /// nothing. Only the user's skips ask this: replaying a skip recorded before a later
    /// return (`verify`) must not.
    func offThePresentLine(step: Int) -> HistorySkipRefusal? {
        guard !returns.isEmpty else { return nil }
        let skipped = skipMarks.isEmpty ? [] : skippedSteps(before: entryCount + 1)
        // The lowest step of the line found so far: the line holds every step from `madeStep` to it.
        var lineEnd = steps.lastIndex
        for index in returns.indices.reversed() {
            let (madeStep, target) = (Int(returnSteps[index]), returns[index].step)
            guard madeStep <= lineEnd, target < madeStep, !skipped.contains(madeStep) else { continue }
            if step >= madeStep { return nil }
            if step > target { return .offThePresentLine(step: step, returnStep: madeStep, target: target) }
            lineEnd = target
        }
        return nil
    }

    /// Skips `step` (or brings it back if it is skipped) after the first `end` entries of the
    /// log, whose state then was `present`: the mark and state a skip entry at `end` holds.
    func skipping(step: Int, after end: Int, present: State) throws(HistorySkipError) -> SkippedStep<State> {
        if let refusal = skipRefusal(step: step) { throw .refused(refusal) }
        let before = skippedSteps(before: end)
        let skipping = !before.contains(step)
        let after = skippedSteps(before: end, then: HistorySkipMark(entry: end, step: step, skipping: skipping, ineffectiveSteps: []))

        // Where the recorded history and both worlds agree: before every step either leaves
        // out, and before each step a skip in the stretch toggles.
        var first = before.union(after).min() ?? step
        var changed = true
        while changed {
            changed = false
            for mark in skipMarks where mark.entry >= steps.start(of: first) && mark.entry < end && mark.step < first {
                first = mark.step
                changed = true
            }
        }
        let start = steps.start(of: first)

        let recorded = try reading { () throws(HistoryStorageError) -> State in try state(afterEntries: start) }
        var worlds = (recorded: recorded, skipped: recorded)
        // The states of the steps that returns in the stretch go back to, as each world made them.
        var needed = Set<Int>()
        for index in start..<end {
            guard case .restore(let target, let scopeIndex, _) = try reading({ () throws(HistoryStorageError) -> HistoryEntry<State, Action> in try entry(index) }) else { continue }
            let targetEnd = steps.end(of: Int(target), entryCount: entryCount)
            if targetEnd > start { needed.insert(targetEnd) }
            // A return of one part of the state across a skip keeps that skip in the other
            // parts: no one set of skipped steps replays it.
            if scopeIndex != 0, skipMarks.contains(where: { $0.entry >= targetEnd && $0.entry < index }) {
                let (then, now) = (skippedSteps(before: targetEnd), skippedSteps(before: index))
                guard let crossed = then.symmetricDifference(now).min() else { continue }
                let returnStep = steps.firstStep(beginningAtOrAfter: index)
                throw .refused(.returnAcrossSkip(
                    step: step, skipping: skipping, returnStep: returnStep, target: Int(target), scopeID: rules.allScopes[Int(scopeIndex)].id,
                    crossedSkip: crossed))
            }
        }
        var kept: [Int: (recorded: State, skipped: State)] = [:]
        var ineffective: [Int] = []
        var stepIndex = first
        while stepIndex <= steps.lastIndex, steps.start(of: stepIndex) < end {
            let range = steps.start(of: stepIndex)..<min(steps.end(of: stepIndex, entryCount: entryCount), end)
            let leftOutOfSkipped = after.contains(stepIndex)
            var (changedRecorded, changedSkipped) = (false, false)
            for index in range {
                if needed.contains(index) { kept[index] = worlds }
                let entry = try reading { () throws(HistoryStorageError) -> HistoryEntry<State, Action> in try self.entry(index) }
                switch entry {
                case .skip(let skipped):
                    // As it was lived; the new world's set already says what it leaves out.
                    worlds.recorded = skipped.state
                case .sealed:
                    throw .refused(.sealedRun(step: step, skipping: skipping, entry: index))
                case .nothing:
                    break
                case .action(let action):
                    let made = !rules.policy(action).isTransient
                    let old = worlds.recorded
                    replay(&worlds.recorded, action)
                    if made && old != worlds.recorded { changedRecorded = true }
                    if !(made && leftOutOfSkipped) {
                        let old = worlds.skipped
                        replay(&worlds.skipped, action)
                        if made && old != worlds.skipped { changedSkipped = true }
                    }
                case .restore(let target, let scopeIndex, _):
                    let scope = rules.allScopes[Int(scopeIndex)]
                    let targetEnd = steps.end(of: Int(target), entryCount: entryCount)
                    let pastRecorded: State
                    let pastSkipped: State
                    if let reached = kept[targetEnd] {
                        (pastRecorded, pastSkipped) = reached
                    } else {
                        pastRecorded = try reading { () throws(HistoryStorageError) -> State in try state(atStep: Int(target), present: worlds.recorded) }
                        pastSkipped = pastRecorded
                    }
                    let old = worlds.recorded
                    worlds.recorded = previewedState(past: pastRecorded, present: worlds.recorded, scope: scope)
                    changedRecorded = changedRecorded || old != worlds.recorded
                    if !leftOutOfSkipped {
                        let old = worlds.skipped
                        worlds.skipped = previewedState(past: pastSkipped, present: worlds.skipped, scope: scope)
                        changedSkipped = changedSkipped || old != worlds.skipped
                    }
                }
            }
            if stepIndex > step && changedRecorded && !changedSkipped && !leftOutOfSkipped { ineffective.append(stepIndex) }
            stepIndex += 1
        }
        let mark = HistorySkipMark(entry: end, step: step, skipping: skipping, ineffectiveSteps: ineffective)
        return SkippedStep(mark, state: rules.keepFromPresent(worlds.skipped, present))
    }

    private func reading<T>(_ body: () throws(HistoryStorageError) -> T) throws(HistorySkipError) -> T {
        do {
            return try body()
        } catch {
            throw .unreadable(error)
        }
    }
}
