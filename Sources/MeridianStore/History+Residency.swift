// Which steps a history paged out to storage can show from memory alone.

extension History {
    /// Whether the state after `count` entries can be made from memory alone, without reading
    /// storage: its segment is held or kept, and so is each step a restore in it returns to.
    func isResident(afterEntries count: Int, depth: Int = 0) -> Bool {
        guard count < entryCount, let pages else { return true }
        guard depth < 8 else { return false }
        let segment = count / interval
        let start = segment * interval
        guard start >= entries.startIndex || pages.isKept(segment) else { return false }
        // The restores among the entries replayed, found among `returns` (every restore, in
        // the log's order) rather than by reading each entry: a jump asks this for many steps.
        var index = returns.partitioningIndex { $0.entry >= start }
        while index < returns.count, returns[index].entry < count {
            let step = returns[index].step
            if step < steps.lastIndex, !isResident(afterEntries: steps.end(of: step, entryCount: entryCount), depth: depth + 1) {
                return false
            }
            index += 1
        }
        return true
    }

    /// Whether `step`'s state and label can be made without reading storage. The label of
    /// Undo's, Redo's or a skip's step names another step's, which must be at hand too.
    @usableFromInline
    func isResident(step: Int, depth: Int = 0) -> Bool {
        guard let pages else { return true }
        guard depth < 8 else { return false }
        let labelEntry = steps.labelEntry(of: step)
        if step < steps.lastIndex {
            guard isResident(afterEntries: steps.end(of: step, entryCount: entryCount)),
                isResident(afterEntries: steps.start(of: step)),
                labelEntry < 0 || labelEntry >= entries.startIndex || pages.isKept(labelEntry / interval)
            else { return false }
        }
        guard labelEntry >= 0 else { return true }
        let entry: HistoryEntry<State, Action>
        if labelEntry >= entries.startIndex {
            entry = entries[labelEntry]
        } else if let page = pages.keptPage(labelEntry / interval), labelEntry % interval < page.entries.count {
            entry = page.entries[labelEntry % interval]
        } else {
            return false
        }
        switch entry {
        case .restore(let target, _, .undo): return isResident(step: Int(target) + 1, depth: depth + 1)
        case .restore(let target, _, .redo): return isResident(step: Int(target), depth: depth + 1)
        case .skip(let skipped): return isResident(step: skipped.mark.step, depth: depth + 1)
        case .restore, .action, .sealed, .nothing: return true
        }
    }

    /// Whether the steps of `range` can be replayed and named without reading storage: every
    /// segment from the one their first step begins in to the one their last ends in is held
    /// or kept, with the steps a restore among them returns to.
    func isResident(steps range: Range<Int>) -> Bool {
        guard pages != nil, !range.isEmpty else { return true }
        let first = steps.start(of: max(range.lowerBound, 0))
        let last = steps.end(of: min(range.upperBound, steps.count) - 1, entryCount: entryCount)
        for count in stride(from: first, to: last, by: interval) where !isResident(afterEntries: min(count / interval * interval + interval - 1, last)) {
            return false
        }
        return isResident(afterEntries: last) && (range.lowerBound..<min(range.upperBound, steps.count)).allSatisfy { isResident(step: $0) }
    }

    /// The step nearest to `target` whose state and label are resident; the last step always is.
    /// Looks only at the steps beginning in a segment held in memory or kept, nearest first.
    @usableFromInline
    func nearestResidentStep(to target: Int) -> Int {
        guard let pages, !isResident(step: target) else { return target }
        // Each region: the steps that begin in it.
        var regions = [(firstStep: steps.firstStep(beginningAtOrAfter: entries.startIndex), lastStep: steps.lastIndex)]
        for segment in pages.keptSegments {
            let first = steps.firstStep(beginningAtOrAfter: segment * interval)
            let last = steps.firstStep(beginningAtOrAfter: (segment + 1) * interval) - 1
            if first <= last { regions.append((first, last)) }
        }
        var best = steps.lastIndex
        for region in regions where region.firstStep <= region.lastStep {
            let nearest = min(max(target, region.firstStep), region.lastStep)
            // A step that ends in the next segment, or returns to one not kept, is not resident:
            // look inward from the nearest for one that is.
            let inward = nearest == region.firstStep ? Array(nearest...region.lastStep) : Array((region.firstStep...nearest).reversed())
            for step in inward.prefix(16) where isResident(step: step) {
                if abs(step - target) < abs(best - target) { best = step }
                break
            }
        }
        return best
    }
}
