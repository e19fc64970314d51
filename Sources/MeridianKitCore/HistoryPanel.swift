/// The view-state of the History bar and the inspector: the kit's own, kept in a
/// ``HistoryPanelStore`` beside the app's store (never in the app's state), and kept across
/// launches beside the history (`HistoryPanelFile`).
public struct HistoryPanel: Codable, Equatable, Sendable {
    /// The id of the scope the slider jumps with: `"everything"`, or one of the history's scopes.
    public var scopeID: String
    /// Whether the step's details show under the slider.
    public var isExpanded: Bool
    /// The history inspector beside the window's panes.
    public var inspector: InspectorPane
    /// Where the slider stood in the past when the app last closed: a launch opens at the
    /// present, and the History bar offers to go back there. `nil` once used, or when the app
    /// closed at the present.
    public var leftOff: LeftOff?
    /// Whether the user has moved the slider into the past once: until then the History bar
    /// says what the slider does (`HistoryBarModel.hint`). Kept as the rest of the panel is,
    /// so a relaunch does not say it again; `false` in files from before.
    public var hasTravelled: Bool
    /// That the person carried on from a past step, setting later steps aside: shown until
    /// they close it or undo the carrying on, and across launches. `nil` in files from before.
    public var carriedOn: CarriedOnNotice?

    /// A step the slider was left at, and the scope it was shown with.
    public struct LeftOff: Codable, Equatable, Sendable {
        /// The step shown when the app closed.
        public var step: Int
        /// The id of the scope it was shown with: `"everything"`, or one of the history's scopes.
        public var scopeID: String

        /// The step `step`, shown with the scope `scopeID`.
        public init(step: Int, scopeID: String = "everything") {
            self.step = step
            self.scopeID = scopeID
        }
    }

    /// A panel as a new window has it, or as a file records it.
    public init(
        scopeID: String = "everything", isExpanded: Bool = false, inspector: InspectorPane = InspectorPane(), leftOff: LeftOff? = nil,
        hasTravelled: Bool = false, carriedOn: CarriedOnNotice? = nil
    ) {
        self.carriedOn = carriedOn
        self.scopeID = scopeID
        self.isExpanded = isExpanded
        self.inspector = inspector
        self.leftOff = leftOff
        self.hasTravelled = hasTravelled
    }

    private enum CodingKeys: String, CodingKey {
        case scopeID, isExpanded, inspector, leftOff, hasTravelled, carriedOn
    }

    /// Reads a panel as `Codable` writes it. Files from before the inspector have none: it
    /// starts closed; files from before the launch opened at the present have no step left off.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scopeID = try container.decode(String.self, forKey: .scopeID)
        isExpanded = try container.decode(Bool.self, forKey: .isExpanded)
        inspector = try container.decodeIfPresent(InspectorPane.self, forKey: .inspector) ?? InspectorPane()
        leftOff = try container.decodeIfPresent(LeftOff.self, forKey: .leftOff)
        hasTravelled = try container.decodeIfPresent(Bool.self, forKey: .hasTravelled) ?? false
        carriedOn = try container.decodeIfPresent(CarriedOnNotice.self, forKey: .carriedOn)
    }

    /// Writes the panel; `hasTravelled` only once it holds, so files of a panel whose user has
    /// not travelled read as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scopeID, forKey: .scopeID)
        try container.encode(isExpanded, forKey: .isExpanded)
        try container.encode(inspector, forKey: .inspector)
        try container.encodeIfPresent(leftOff, forKey: .leftOff)
        if hasTravelled { try container.encode(hasTravelled, forKey: .hasTravelled) }
        try container.encodeIfPresent(carriedOn, forKey: .carriedOn)
    }

    /// The panel as a relaunch finds it: all of it but the inspector's search. A search is
    /// typed a key at a time, and keeping it would write the disk at every key (on a laptop's
    /// battery); a search a launch brought back would also hide steps nobody remembers hiding.
    public var keptAcrossLaunches: HistoryPanel {
        var kept = self
        kept.inspector.searchText = ""
        return kept
    }

    /// The step to offer going back to, in a history whose present is `lastStep`: the step
    /// left off at, when it is in that history's past.
    public func leftOffStep(lastStep: Int) -> LeftOff? {
        leftOff.flatMap { (0..<lastStep).contains($0.step) ? $0 : nil }
    }
}

/// The history inspector: every step listed, searched by label and filtered by what it touched.
public struct InspectorPane: Codable, Equatable, Sendable {
    /// Whether the inspector shows beside the window's panes.
    public var isOpen: Bool
    /// Shows only the steps whose label contains this, ignoring case.
    public var searchText: String
    /// Shows only the steps that touched the scope with this id, or every step (`"all"`).
    public var scopeFilter: String

    /// Whether the search or the filter leaves steps out: only then is every step indexed.
    public var isNarrowing: Bool { !searchText.isEmpty || scopeFilter != "all" }

    /// An inspector as a new window has it: closed, every step shown.
    public init(isOpen: Bool = false, searchText: String = "", scopeFilter: String = "all") {
        self.isOpen = isOpen
        self.searchText = searchText
        self.scopeFilter = scopeFilter
    }
}

/// What the user does to the History bar and the inspector.
public enum HistoryPanelAction: Codable, Equatable, Sendable {
    /// The slider's scope was chosen: `"everything"`, or the id of one of the history's scopes.
    case scopeChosen(id: String)
    /// The step's details under the slider were shown or hidden.
    case expandedToggled(isExpanded: Bool)
    /// The inspector was opened or closed.
    case inspectorToggled(isOpen: Bool)
    /// The inspector's search was typed in.
    case inspectorSearchChanged(text: String)
    /// `"all"`, or the id of one of the history's scopes.
    case inspectorFilterChosen(id: String)
    /// A launch found the slider in the past, at `step` shown with the scope `scopeID`, and
    /// opened at the present: the step is kept to go back to.
    case leftOffMarked(step: Int, scopeID: String)
    /// The user went back to the step left off at: it is no longer offered.
    case leftOffCleared
    /// The user moved the slider into the past for the first time: the bar's hint goes.
    case travelled
    /// The user acted while the slider showed a past step: the window says so until this
    /// notice is closed or the carrying on undone.
    case carriedOn(CarriedOnNotice)
    /// The notice of carrying on was closed, its carrying on undone, or its history replaced.
    case carriedOnNoticeClosed
}

extension HistoryPanel {
    /// The longest search the inspector keeps, in characters.
    public static let searchLimit = 1000

    /// Applies what the user did to the History bar or the inspector (the panel store's
    /// reducer, ``HistoryPanelReducer``). A scope the history does not have jumps through
    /// everything (see `Store.chosenScope`), and a filter the history does not have lists
    /// every step.
    public mutating func apply(_ action: HistoryPanelAction) {
        switch action {
        case .scopeChosen(let id): scopeID = id
        case .expandedToggled(let isExpanded): self.isExpanded = isExpanded
        case .inspectorToggled(let isOpen): inspector.isOpen = isOpen
        case .inspectorSearchChanged(let text): inspector.searchText = String(text.prefix(Self.searchLimit))
        case .inspectorFilterChosen(let id): inspector.scopeFilter = id
        case .leftOffMarked(let step, let scopeID): leftOff = LeftOff(step: step, scopeID: scopeID)
        case .leftOffCleared: leftOff = nil
        case .travelled: hasTravelled = true
        case .carriedOn(let notice): carriedOn = notice
        case .carriedOnNoticeClosed: carriedOn = nil
        }
    }
}
