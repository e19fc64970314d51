import Foundation
import MeridianKitCore

/// Everything on screen that can change, as data: the window lays itself out from this, and
/// time travel restores it with the document. The History bar and the inspector are not here:
/// the kit keeps them (`HistoryPanelStore`); a `historyPanel` in a file from before is ignored.
public struct ViewState: Codable, Equatable, Sendable {
    /// The clock list.
    public var master: MasterPane
    /// The zone shown in the detail pane; the pane exists because this is set.
    public var detail: DetailPane?
    /// The "add a time zone" chooser; it is open because this is set.
    public var selection: ZoneChooser?
    public var window: WindowLayout
    /// A message the app shows the user until dismissed (an in-app notification).
    public var message: UserMessage?
    /// "Removed Tokyo" with Undo, for a while after a removal; absent in files from before it.
    public var notice: RemovalNotice?

    public init(
        master: MasterPane = MasterPane(), detail: DetailPane? = nil, selection: ZoneChooser? = nil,
        window: WindowLayout = WindowLayout(), message: UserMessage? = nil,
        notice: RemovalNotice? = nil
    ) {
        self.master = master
        self.detail = detail
        self.selection = selection
        self.window = window
        self.message = message
        self.notice = notice
    }
}

public struct MasterPane: Codable, Equatable, Sendable {
    public var scrollOffsetY: Double
    /// Edit mode shows a remove button on each row.
    public var isEditing: Bool
    public var sortOrder: SortOrder
    /// The clock the list brings into view at its next layout: one just added (the ninth lands
    /// below the fold), one chosen again from the chooser, one moved from the keyboard. The
    /// reducer asks; the shell scrolls as little as shows the row, and that scroll, like any,
    /// ends the request. Where a row is comes from GTK's layout, which the state does not know.
    /// Absent from files written before it.
    public var zoneToReveal: UUID?

    public init(scrollOffsetY: Double = 0, isEditing: Bool = false, sortOrder: SortOrder = .manual, zoneToReveal: UUID? = nil) {
        self.scrollOffsetY = scrollOffsetY
        self.isEditing = isEditing
        self.sortOrder = sortOrder
        self.zoneToReveal = zoneToReveal
    }
}

/// The order of the clock list.
public enum SortOrder: String, Codable, CaseIterable, Sendable {
    /// The user's own order, changed by dragging a row or by Alt+Up and Alt+Down in Edit mode.
    case manual
    /// West to east: by UTC offset at the current time.
    case byOffset
    case byName

    public var title: String {
        switch self {
        case .manual: tr("Manual")
        case .byOffset: tr("By offset")
        case .byName: tr("By name")
        }
    }
}

public struct DetailPane: Codable, Equatable, Sendable {
    public var zoneID: UUID
    /// What the rename entry holds, as typed; the zone's name changes only when it is valid.
    public var nameText: String
    /// Why `nameText` is not the zone's name, shown inline under the entry.
    public var nameError: ZoneNameError?

    public init(zoneID: UUID, nameText: String, nameError: ZoneNameError? = nil) {
        self.zoneID = zoneID
        self.nameText = nameText
        self.nameError = nameError
    }
}

/// The "add a time zone" chooser.
public struct ZoneChooser: Codable, Equatable, Sendable {
    public var scrollOffsetY: Double
    public var searchText: String
    /// The row Up and Down move and Enter chooses, by its place among the rows listed: the
    /// top match until the user moves it, and again after each change of the search. Here and
    /// not in the list widget, so that it is always a row the chooser shows.
    public var highlightedRow: Int

    public init(scrollOffsetY: Double = 0, searchText: String = "", highlightedRow: Int = 0) {
        self.scrollOffsetY = scrollOffsetY
        self.searchText = searchText
        self.highlightedRow = highlightedRow
    }

    /// The row of `count` listed that the highlight is on; `nil` when none is listed.
    public func highlighted(among count: Int) -> Int? {
        count > 0 ? min(max(highlightedRow, 0), count - 1) : nil
    }

    private enum CodingKeys: String, CodingKey {
        case scrollOffsetY, searchText, highlightedRow
    }

    /// Files written before the highlight was state have none: the top row.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scrollOffsetY = try container.decode(Double.self, forKey: .scrollOffsetY)
        searchText = try container.decode(String.self, forKey: .searchText)
        highlightedRow = try container.decodeIfPresent(Int.self, forKey: .highlightedRow) ?? 0
    }
}

public struct WindowLayout: Codable, Equatable, Sendable {
    /// The narrowest window that works: the clock list beside the detail pane, the History
    /// bar's slider still long (a small laptop's half screen).
    public static let minimumWidth = 600
    /// The lowest window that works, under its header bar (GTK 3 leaves the header bar and the
    /// window's frame out of a window's size): within a small screen at 2× (1366×768 leaves
    /// 683×384 pixels, less the desktop's top bar, the header bar and a frame), where the
    /// History bar must stay in reach; the panes above it scroll.
    public static let minimumHeight = 240
    public static let minimumPanePosition = 240

    public var width: Int
    public var height: Int
    /// The width of the clock list, in pixels from the window's left edge.
    public var panePosition: Int

    /// `value`, at least `minimum` and at most the largest size a file may hold.
    public static func clamped(_ value: Int, minimum: Int) -> Int {
        min(max(value, minimum), Limits.windowPixels.upperBound)
    }

    public init(width: Int = 1100, height: Int = 720, panePosition: Int = 380) {
        self.width = width
        self.height = height
        self.panePosition = panePosition
    }
}
