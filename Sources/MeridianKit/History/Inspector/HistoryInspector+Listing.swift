import Foundation
import MeridianKitCore
import MeridianStore

// Which steps the inspector lists, and what each listed step's row says: read from the
// history only for the rows in view.
extension HistoryInspector {
    /// Which steps are listed. Every step, unless the search or the filter narrows them: then
    /// the index of every step is brought up to date (in the background, the first time).
    func list(timeline: Timeline, inspector: InspectorPane) {
        if indexedGeneration != timeline.generation {
            index = InspectorIndex(scopeIDs: index.scopeIDs)
            rowSummaries = [:]
            indexedGeneration = timeline.generation
            matchedFor = nil
        }
        // The last step's label changes while actions join it: it is read again.
        rowSummaries.removeValue(forKey: timeline.lastStep)
        guard inspector.isNarrowing else {
            matches = .every(timeline.stepCount)
            matchedFor = nil
            countText = text.count(listed: matches, lastStep: timeline.lastStep)
            return
        }
        if index.count >= timeline.stepCount - 1 && index.count > 0 {
            index.removeSteps(from: min(index.count, timeline.lastStep))
            index.append((try? store.stepSummaries(index.count..<timeline.stepCount)) ?? [])
        } else {
            indexInBackground()
        }
        guard index.count == timeline.stepCount else {
            matches = ListedSteps()
            matchedFor = nil
            countText = text.reading(indexed: index.count, lastStep: timeline.lastStep)
            return
        }
        let (search, filter) = (inspector.searchText, inspector.scopeFilter)
        if let made = matchedFor, made.search == search, made.filter == filter, made.indexed <= index.count {
            // The step that was last then may have changed since (actions joined it).
            let from = max(made.indexed - 1, 0)
            matches.replaceSteps(from: from, with: index.matching(search: search, filter: filter, in: from..<index.count))
        } else {
            matches = ListedSteps(index.matching(search: search, filter: filter))
        }
        matchedFor = (search, filter, index.count)
        countText = text.count(listed: matches, lastStep: timeline.lastStep)
    }

    private func summary(_ step: Int) -> HistoryStepSummary? {
        if let summary = rowSummaries[step] { return summary }
        // The rows on screen are read together: one replay from their first step.
        let range = step..<min(step + Self.visibleRows, store.timeline.stepCount)
        // Rows whose steps are on disk only are read on another thread, and show as unread
        // meanwhile: the list never waits for the disk.
        guard store.summariesAreInMemory(range) else {
            readSummariesInBackground(range)
            return nil
        }
        keepSummaries(((try? store.stepSummaries(range)) ?? [])[...])
        return rowSummaries[step]
    }

    /// Keeps the summaries of rows read; only the rows around the screen are kept, so that
    /// scrolling through a year of steps does not hold all their summaries.
    private func keepSummaries(_ summaries: ArraySlice<HistoryStepSummary>) {
        if rowSummaries.count >= Self.keptSummaries { rowSummaries.removeAll(keepingCapacity: true) }
        for summary in summaries { rowSummaries[summary.step] = summary }
    }

    /// Reads the summaries of `range` on another thread, one read at a time (the latest range
    /// asked for waits), and shows them when they come.
    private func readSummariesInBackground(_ range: Range<Int>) {
        guard !isReadingRows else {
            rowsToRead = range
            return
        }
        isReadingRows = true
        let source = store.stepSummarySource()
        let generation = store.timeline.generation
        let view = link
        DispatchQueue.global(qos: .userInitiated).async {
            let summaries = (try? source.summaries(range)) ?? []
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self = view.object, self.lifetime.isAlive else { return }
                    self.isReadingRows = false
                    if generation == self.indexedGeneration { self.keepSummaries(summaries[...]) }
                    if let next = self.rowsToRead {
                        self.rowsToRead = nil
                        self.readSummariesInBackground(next)
                    }
                    self.refresh()
                }
            }
        }
    }

    /// What the row of `step` says now: asked only for the rows the list holds.
    func row(ofStep step: Int) -> StepRow {
        guard let summary = summary(step) else { return .unread(step) }
        let time = settings.stepTime(summary.time)
        let scopes = index.mask(summary.touchedScopes)
        let (isSkipped, isIneffective) = (store.skippedSteps.contains(step), store.ineffectiveSteps.contains(step))
        let status = text.status(
            isPresent: step == store.timeline.lastStep, isIneffective: isIneffective, isSkipped: isSkipped,
            isNextToUndo: step == undoAndRedo.undo, isNextToRedo: step == undoAndRedo.redo)
        return StepRow(
            step: step, time: time, label: summary.label, status: status.joined(separator: " · "), scopeColumn: text.scopeColumn(scopes),
            scopeSentence: text.scopeSentence(scopes), isSkipped: isSkipped, isIneffective: isIneffective,
            accessibleName: text.accessibleName(step: step, time: time, label: summary.label, marks: status + text.scopeWords(scopes)))
    }

    /// Reads every step's summary on another thread, a few thousand at a time, for the search
    /// and the filters.
    func indexInBackground() {
        guard !isIndexing else { return }
        isIndexing = true
        let source = store.stepSummarySource()
        let (start, generation) = (index.count, store.timeline.generation)
        let view = link
        DispatchQueue.global(qos: .userInitiated).async {
            let end = min(start + 4096, source.stepCount)
            let summaries = (try? source.summaries(start..<end)) ?? []
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self = view.object, self.lifetime.isAlive else { return }
                    self.isIndexing = false
                    guard generation == self.indexedGeneration, start == self.index.count else { return }
                    self.index.append(summaries)
                    self.refresh()
                }
            }
        }
    }
}
