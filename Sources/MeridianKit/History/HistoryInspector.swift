import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// The history inspector: every step listed (only the rows on screen are built, however long
/// the history), searched and filtered, what the selected step changed, and skipping it.
///
/// The list follows the slider both ways: selecting a row previews its step, and a step shown
/// by the slider is selected. Up and Down move through the listed steps, Home and End go to the
/// first and to the present, Enter (or a double click) carries on from the selected step,
/// Escape returns to the present.
///
/// Its view-state (open, search, filter) is the app's `HistoryPanel`. Style it with the CSS
/// classes `inspector`, and `skipped` and `ineffective` on a row.
@MainActor
public final class HistoryInspector<State: TimeTravelState, Action: TimeTravelAction, Effect> {
    /// How many rows are built: the list shows this many steps at a time.
    public static var visibleRows: Int { 14 }
    /// How many rows' summaries are kept while scrolling: a few screens' worth.
    static var keptSummaries: Int { 20 * visibleRows }

    /// The inspector, to put beside the window's panes: it scrolls sideways when the screen
    /// leaves it less than its width (see ``place(in:beside:workArea:)``).
    public let root: Widget
    /// What the inspector shows, inside `root`.
    public let content: Widget
    private var placement: InspectorPlacement?
    /// The search field.
    public let searchEntry: Widget
    /// The list of steps.
    public let list: Widget
    /// How many steps are listed.
    public let countLabel = Widgets.label("", classes: ["dim-label"], xalign: 1, overflow: .whole)
    /// Skips the selected step, or brings it back.
    public let skipButton: Widget
    /// What the selected step did, in words.
    public let wordsLabel = Widgets.label("", classes: ["inspector-words"], overflow: .wrap)
    /// What the selected step changed, as a tree.
    public let changedValues: ChangeTree
    /// The selected step's number and label.
    public let headingLabel = Widgets.label("", classes: ["heading"])
    /// The history's branches.
    public let tree: HistoryBranchesView<State, Action, Effect>
    /// The selected step's details, a page each: what it changed, the whole state at it, and
    /// an action to send by hand.
    private let pages: InspectorPages<Action>
    /// The pages of the selected step's details.
    public var detailPages: Widget { pages.stack }
    /// The whole state at the selected step, on its page.
    public var stateTree: StateTreeView { pages.stateTree }
    /// Sends an action typed by hand, on its page.
    public var actionField: ActionField<Action> { pages.actionField }
    private let search: EntryBinding
    private let filter: ChoiceBinding
    private let scrollbar: Widget
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let progress: Widget
    private var rows: [(row: Widget, number: Widget, time: Widget, label: Widget, scopes: Widget, status: Widget)] = []
    private var rowSelected: SignalHandler?
    private var scrolled: SignalHandler?
    private let store: Store<State, Action, Effect>
    private let settings: InspectorSettings<State>
    private let text: InspectorText
    /// Ends the observations and the timers below with the widgets; work read on another
    /// thread comes back to nothing once they are gone.
    private var lifetime: WidgetLifetime!
    /// How the index read on another thread comes back to the view without owning it.
    private let link = MainActorLink<HistoryInspector>()

    /// Every step indexed so far (read in the background), and the steps the search and filter keep.
    private(set) var index: InspectorIndex
    private var indexedGeneration = -1
    private var isIndexing = false
    /// The steps listed, in order: every step held as their count, so an action at the end of a
    /// long history lists it without a copy of every step.
    public private(set) var matches = ListedSteps()
    /// The search and filter `matches` was made for, and the steps indexed then: after an
    /// action, only the steps from the last one on are searched again.
    private var matchedFor: (search: String, filter: String, indexed: Int)?
    /// The first listed step on screen, as a position in `matches`.
    private var top = 0
    /// Summaries read for rows before the index reached them, at most `keptSummaries`.
    private var rowSummaries: [Int: HistoryStepSummary] = [:]
    private var detailsStep: (generation: Int, step: Int, labelEntry: Int)?
    private var detailsPending: GLibTimer?
    /// Shows the progress of a skip that lasts longer than a glance (100 ms); a quick one
    /// shows none, so nothing flickers.
    private var progressDelay: GLibTimer?
    static var progressDelayMilliseconds: Int64 { 100 }

    /// The inspector of `store`'s history, closed until the state opens it. It lives as long
    /// as its widgets.
    public init(store: Store<State, Action, Effect>, settings: InspectorSettings<State> = InspectorSettings()) {
        self.store = store
        self.settings = settings
        let words = settings.words
        let scopes = store.scopes.filter { $0.id != HistoryScope<State>.everything.id }
        text = InspectorText(words: words, scopes: scopes.map { ($0.id, $0.title) })
        index = InspectorIndex(scopeIDs: scopes.map(\.id))
        changedValues = ChangeTree(accessibleName: words.changedValues)
        searchEntry = gtk_search_entry_new()
        Widgets.setAccessibleName(searchEntry, words.searchHistory)
        gtk_entry_set_placeholder_text(searchEntry.cast(), words.searchSteps)
        search = EntryBinding(searchEntry, maximumLength: settings.searchLimit, state: { [unowned store] in
            store.state.historyPanel.inspector.searchText
        }) { [unowned store] text in
            store.send(.historyPanel(.inspectorSearchChanged(text: text)))
        }
        filter = ChoiceBinding(
            choices: [("all", words.allSteps)] + scopes.map { ($0.id, $0.title) },
            accessibleName: words.showStepsThatTouched,
            state: { [unowned store] in store.state.historyPanel.inspector.scopeFilter }
        ) { [unowned store] id in
            store.send(.historyPanel(.inspectorFilterChosen(id: id)))
        }

        tree = HistoryBranchesView(store: store, words: words)
        list = gtk_list_box_new()
        gtk_list_box_set_activate_on_single_click(list.cast(), 0)
        Widgets.setAccessibleName(list, words.steps)
        for _ in 0..<Self.visibleRows {
            let number = Widgets.label("", classes: ["dim-label", "numeric"], xalign: 1, overflow: .whole)
            gtk_label_set_width_chars(number.cast(), 6)
            let time = Widgets.label("", classes: ["dim-label", "numeric"], overflow: .whole)
            let label = Widgets.label("", classes: ["step-label"])
            gtk_widget_set_hexpand(label, 1)
            // What the step touched, in a narrow column; whether it is the present, skipped or
            // had no effect, in a word that gives way to the label.
            let scopes = Widgets.label("", classes: ["dim-label", "monospace"], overflow: .whole)
            let status = Widgets.label("", classes: ["dim-label"], xalign: 1)
            let row = gtk_list_box_row_new()!
            gtk_container_add(row.cast(), Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [number, time, label, status, scopes]))
            gtk_container_add(list.cast(), row)
            rows.append((row, number, time, label, scopes, status))
        }
        adjustment = gtk_adjustment_new(0, 0, 1, 1, Double(Self.visibleRows), Double(Self.visibleRows))
        scrollbar = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, adjustment)
        Widgets.setAccessibleName(scrollbar, words.scrollTheSteps)
        gtk_widget_add_events(list, Int32(GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))

        skipButton = gtk_button_new_with_label(words.skipThisStep)
        Widgets.setAccessibleName(skipButton, words.skipThisStep)
        let copyButton = gtk_button_new_with_label(words.copyStateAsJSON)!
        Widgets.setAccessibleName(copyButton, words.copyStateAsJSON)
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(spinner.cast())
        progress = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [spinner, Widgets.label(words.replayingWithoutIt, overflow: .whole)])
        gtk_widget_set_no_show_all(progress, 1)

        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [searchEntry, filter.comboBox])
        gtk_widget_set_hexpand(searchEntry, 1)
        let listArea = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [list, scrollbar])
        gtk_widget_set_hexpand(list, 1)
        Widgets.setAccessibleName(wordsLabel, words.whatTheStepChanged)
        let buttons = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, settings.encodeState == nil ? [skipButton, progress] : [skipButton, copyButton, progress])
        pages = InspectorPages(
            changes: Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [wordsLabel, changedValues.root, buttons]), words: words
        ) { [unowned store] action in store.send(action) }
        content = Widgets.box(
            GTK_ORIENTATION_VERTICAL, spacing: 6,
            [header, tree.root, countLabel, listArea, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), headingLabel, pages.switcher, pages.stack])
        Widgets.margins(content, 8)
        Widgets.addClass(content, "inspector")
        Widgets.setAccessibleName(content, words.historyInspector)
        // As wide as its placement says (380 pixels where there is room); narrower, it scrolls
        // sideways rather than widening the window past the screen; lower than all it holds
        // (a small screen at 2×), it scrolls down rather than making the window taller.
        root = gtk_scrolled_window_new(nil, nil)
        gtk_scrolled_window_set_policy(root.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_container_add(root.cast(), content)
        gtk_widget_set_size_request(root, Int32(InspectorFit.preferredWidth), -1)

        rowSelected = onSignal(list, "row-selected") { [unowned self] (row: gpointer?) in
            guard let row, let step = self.step(ofRow: row.assumingMemoryBound(to: GtkListBoxRow.self)) else { return }
            self.store.jumpWithChosenScope(to: step)
        }
        onSignal(list, "row-activated") { [unowned self] (row: gpointer?) in
            guard let row, let step = self.step(ofRow: row.assumingMemoryBound(to: GtkListBoxRow.self)) else { return }
            self.store.jumpWithChosenScope(to: step)
            self.store.carryOnFromPreview()
        }
        onEvent(list, "key-press-event") { [unowned self] event in
            guard let event else { return false }
            return self.key(event.assumingMemoryBound(to: GdkEventKey.self).pointee.keyval)
        }
        onEvent(list, "scroll-event") { [unowned self] event in
            guard let event else { return false }
            let scroll = event.assumingMemoryBound(to: GdkEventScroll.self).pointee
            let delta: Double = switch scroll.direction {
            case GDK_SCROLL_UP: -3
            case GDK_SCROLL_DOWN: 3
            case GDK_SCROLL_SMOOTH: scroll.delta_y * 3
            default: 0
            }
            gtk_adjustment_set_value(self.adjustment, gtk_adjustment_get_value(self.adjustment) + delta)
            return true
        }
        scrolled = onSignal(adjustment, "value-changed") { [unowned self] in
            self.top = Int(gtk_adjustment_get_value(self.adjustment).rounded())
            self.renderRows()
        }
        onSignal(skipButton, "clicked") { [unowned self] in self.toggleSkip() }
        // Its widgets are shown now: the state decides whether the whole inspector is.
        gtk_widget_show_all(root)
        onSignal(copyButton, "clicked") { [unowned self] in self.copyState() }
        pages.shown()
        onSignal(pages.stack, "notify::visible-child") { [unowned self] _ in self.showStateIfShown() }

        lifetime = WidgetLifetime(of: root).keep([
            store.observe(\.historyPanel.inspector) { [unowned self] inspector in
                self.search.apply(inspector.searchText)
                self.filter.apply(inspector.scopeFilter)
                if inspector.isOpen { self.placement?.inspector(isOpen: true) }
                Widgets.setVisible(self.root, inspector.isOpen)
                if !inspector.isOpen { self.placement?.inspector(isOpen: false) }
                self.refresh()
            },
            store.observeTimeline { [unowned self] _ in self.refresh() },
        ]).keepAlive(self)
        settings.whenTimesReword?(lifetime) { [unowned self] in
            guard self.isOpen else { return }
            self.renderRows()
        }
        lifetime.onEnd { [unowned self] in
            self.progressDelay = nil
            self.detailsPending = nil
        }
        link.object = self
    }

    /// Isolated, so that what the inspector holds ends on the main actor; its link reads `nil`
    /// already, being weak.
    isolated deinit {}

    /// Opens the inspector beside `content` in `window` within the screen: the window grows
    /// only as far as the work area `workArea` gives (the monitor's, by default), and gives
    /// that width back when the inspector closes.
    public func place(in window: Widget, beside content: Widget, workArea: @escaping InspectorPlacement.WorkArea = InspectorPlacement.monitorWorkArea) {
        let placement = InspectorPlacement(window: window, content: content, inspector: root, workArea: workArea)
        self.placement = placement
        if isOpen { placement.inspector(isOpen: true) }
    }

    private var isOpen: Bool { store.state.historyPanel.inspector.isOpen }

    /// What the listing was last made from: it is made again only when one of these changes,
    /// not on every frame of a scrub.
    private struct ListingSource: Equatable {
        var generation: Int
        var stepCount: Int
        var lastStepLabelEntry: Int
        var inspector: InspectorPane
        var indexed: Int
    }

    private var listedFrom: ListingSource?

    /// Brings the listing, the rows and the details up to date with the history.
    private func refresh() {
        guard isOpen else { return }
        let timeline = store.timeline
        let inspector = store.state.historyPanel.inspector
        var source = ListingSource(
            generation: timeline.generation, stepCount: timeline.stepCount, lastStepLabelEntry: timeline.lastStepLabelEntry,
            inspector: inspector, indexed: index.count)
        if source != listedFrom {
            list(timeline: timeline, inspector: inspector)
            source.indexed = index.count
            listedFrom = source
        }
        // The step on screen is listed: scroll to it.
        let step = timeline.sliderStep
        if let position = position(of: step), !(top..<top + Self.visibleRows).contains(position) {
            top = max(0, min(position - Self.visibleRows / 2, matches.count - Self.visibleRows))
        }
        top = max(0, min(top, matches.count - Self.visibleRows))
        scrolled?.whileBlocked {
            gtk_adjustment_configure(
                adjustment, Double(top), 0, Double(max(matches.count, 1)), 1, Double(Self.visibleRows), Double(min(Self.visibleRows, matches.count)))
        }
        renderRows()
        tree.update(timeline: timeline)
        // What the step changed is worked out after the frame is painted and the input read,
        // so a drag or a held key paints the list without waiting for it: it shows the step
        // the slider rests on.
        if detailsStep.map({ $0 != detailsKey(step: step, timeline: timeline) }) ?? true {
            // Weak, as every callback of a view whose deinit is isolated: between its last
            // release and that deinit, which may be queued, the view is gone but its timers
            // are not.
            detailsPending = GLibTimer(after: 0, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
                guard let self, self.isOpen else { return }
                self.renderDetails(step: self.store.timeline.sliderStep, timeline: self.store.timeline)
            }
        }
        showProgress(while: timeline.skippingStep != nil)
        Widgets.setSensitive(skipButton, timeline.skippingStep == nil && store.skipRefusal(step: store.skipTarget(ofStep: step)) == nil)
    }

    /// Which steps are listed. Every step, unless the search or the filter narrows them: then
    /// the index of every step is brought up to date (in the background, the first time).
    private func list(timeline: Timeline, inspector: InspectorPane) {
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
            Widgets.setLabel(countLabel, text.count(listed: matches, lastStep: timeline.lastStep))
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
            Widgets.setLabel(countLabel, text.reading(indexed: index.count, lastStep: timeline.lastStep))
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
        Widgets.setLabel(countLabel, text.count(listed: matches, lastStep: timeline.lastStep))
    }

    private func position(of step: Int) -> Int? {
        InspectorListing.position(of: step, in: matches)
    }

    private func step(ofRow row: UnsafeMutablePointer<GtkListBoxRow>) -> Int? {
        let position = top + Int(gtk_list_box_row_get_index(row))
        return position < matches.count ? Int(matches[position]) : nil
    }

    private func summary(_ step: Int) -> HistoryStepSummary? {
        if let summary = rowSummaries[step] { return summary }
        // Only the rows around the screen are kept: scrolling through a year of steps does not
        // hold all their summaries.
        if rowSummaries.count >= Self.keptSummaries { rowSummaries.removeAll(keepingCapacity: true) }
        // The rows on screen are read together: one replay from their first step.
        let range = step..<min(step + Self.visibleRows, store.timeline.stepCount)
        for summary in (try? store.stepSummaries(range)) ?? [] { rowSummaries[summary.step] = summary }
        return rowSummaries[step]
    }

    private func renderRows() {
        let timeline = store.timeline
        let skipped = store.skippedSteps
        let ineffective = store.ineffectiveSteps
        var selected: Widget?
        for (offset, row) in rows.enumerated() {
            let position = top + offset
            guard position < matches.count, let summary = summary(Int(matches[position])) else {
                Widgets.setVisible(row.row, false)
                continue
            }
            Widgets.setVisible(row.row, true)
            let time = settings.stepTime(summary.time)
            let scopes = index.mask(summary.touchedScopes)
            let status = text.status(
                isPresent: summary.step == timeline.lastStep, isIneffective: ineffective.contains(summary.step), isSkipped: skipped.contains(summary.step))
            Widgets.setLabel(row.number, "\(summary.step)")
            Widgets.setLabel(row.time, time)
            Widgets.setLabel(row.label, summary.label)
            Widgets.setLabel(row.status, status.joined(separator: " · "))
            Widgets.setLabel(row.scopes, text.scopeColumn(scopes))
            gtk_widget_set_tooltip_text(row.scopes, text.scopeSentence(scopes))
            Widgets.setClass(row.row, "skipped", skipped.contains(summary.step))
            Widgets.setClass(row.row, "ineffective", ineffective.contains(summary.step))
            let marks = status + text.scopeWords(scopes)
            Widgets.setAccessibleName(row.row, text.accessibleName(step: summary.step, time: time, label: summary.label, marks: marks))
            if summary.step == timeline.sliderStep { selected = row.row }
        }
        rowSelected?.whileBlocked {
            if let selected {
                gtk_list_box_select_row(list.cast(), selected.cast())
            } else {
                gtk_list_box_unselect_all(list.cast())
            }
        }
    }

    private func detailsKey(step: Int, timeline: Timeline) -> (generation: Int, step: Int, labelEntry: Int) {
        (timeline.generation, step, step == timeline.lastStep ? timeline.lastStepLabelEntry : -1)
    }

    private func renderDetails(step: Int, timeline: Timeline) {
        let key = detailsKey(step: step, timeline: timeline)
        guard detailsStep.map({ $0 != key }) ?? true else { return }
        detailsStep = key
        let label = store.label(ofStep: step)
        Widgets.setLabel(headingLabel, text.words.stepHeading(step, label))
        let target = store.skipTarget(ofStep: step)
        let skipText = text.skipButton(step: step, target: target, isSkipped: store.skippedSteps.contains(step))
        gtk_button_set_label(skipButton.cast(), skipText)
        Widgets.setAccessibleName(skipButton, skipText)
        showStateIfShown()
        guard let change = try? store.change(ofStep: step) else { return }
        let described = settings.description(before: change.before, after: change.after)
        Widgets.setLabel(wordsLabel, described.words.joined(separator: "\n"))
        changedValues.show(described.tree)
    }

    private func showProgress(while skipping: Bool) {
        guard skipping else {
            progressDelay = nil
            Widgets.setVisible(progress, false)
            return
        }
        guard progressDelay == nil else { return }
        progressDelay = GLibTimer(after: Self.progressDelayMilliseconds) { [weak self] in
            guard let self, self.store.timeline.skippingStep != nil else { return }
            Widgets.setVisible(self.progress, true)
        }
    }

    /// Up and Down move through the listed steps, previewing; Home and End go to the first and
    /// to the present; Escape returns to the present.
    private func key(_ keyval: guint) -> Bool {
        let step = store.timeline.sliderStep
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_Down:
            if let next = InspectorListing.neighbour(of: step, in: matches, forward: Int32(keyval) == GDK_KEY_Down) {
                store.jumpWithChosenScope(to: next)
            }
            return true
        case GDK_KEY_Home:
            if let first = matches.first { store.jumpWithChosenScope(to: Int(first)) }
            return true
        case GDK_KEY_End:
            store.returnToPresent()
            return true
        case GDK_KEY_Escape:
            store.returnToPresent()
            return true
        default:
            return false
        }
    }

    private func toggleSkip() {
        store.toggleSkip(step: store.skipTarget(ofStep: store.timeline.sliderStep)) { [weak self] result in
            guard let self, case .failure(let error) = result else { return }
            if let skipFailed = self.settings.skipFailed { skipFailed(error) } else { Widgets.setLabel(self.wordsLabel, error.description) }
        }
    }

    /// The whole state at the step the slider shows, when its page is the one shown.
    private func showStateIfShown() {
        guard isOpen, pages.isShowingState, let state = try? store.state(atStep: store.timeline.sliderStep) else { return }
        stateTree.show(state)
    }

    private func copyState() {
        guard let encode = settings.encodeState, let state = try? store.state(atStep: store.timeline.sliderStep),
            let data = try? encode(state)
        else { return }
        Widgets.copyToClipboard(String(decoding: data, as: UTF8.self))
    }

    /// Reads every step's summary on another thread, a few thousand at a time, for the search
    /// and the filters.
    private func indexInBackground() {
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
