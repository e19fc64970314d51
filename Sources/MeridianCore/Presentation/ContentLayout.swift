/// Which panes the window's content shows, from the state. The clock list always; beside it
/// a column with the detail pane and the player, only while one of them has something to
/// show, so that with nothing selected and no media the clocks have the window's width. With
/// no media, the player is a compact strip under the panes that says how to open some,
/// rather than an empty video area.
public struct ContentLayout: Equatable, Sendable {
    /// The detail pane shows a zone.
    public var showsDetail: Bool
    /// The player shows its video area: media is open (or waits for the user's word).
    public var showsPlayer: Bool

    /// The column beside the clock list shows.
    public var showsSideColumn: Bool { showsDetail || showsPlayer }
    /// The compact strip that says how to open media shows in the player's place.
    public var showsEmptyPlayer: Bool { !showsPlayer }

    public init(_ state: AppState) {
        showsDetail = state.viewState.detail != nil && state.detailZone != nil
        showsPlayer = state.player.media != nil
    }
}
