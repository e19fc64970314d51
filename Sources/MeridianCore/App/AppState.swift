/// Everything in Meridian that can change: the document, the view-state of every pane, the
/// player, and the time the clocks show.
public struct AppState: Codable, Equatable, Sendable {
    public var document: WorldClock
    public var viewState: ViewState
    public var player: PlayerState
    /// The time the clocks show, from the last `tick`; part of history, so the past shows the
    /// clocks as they were.
    public var now: Instant
    /// The user's own zone, which "Tomorrow" and "Yesterday" are relative to.
    public var userTimeZone: String

    public init(
        document: WorldClock = .standard, viewState: ViewState = ViewState(), player: PlayerState = PlayerState(),
        now: Instant, userTimeZone: String
    ) {
        self.document = document
        self.viewState = viewState
        self.player = player
        self.now = now
        self.userTimeZone = userTimeZone
    }

    /// What a first launch shows.
    public static func firstLaunch(now: Instant, userTimeZone: String) -> AppState {
        AppState(now: now, userTimeZone: userTimeZone)
    }

    /// The clock list's zones in the order it shows them.
    public var displayedZones: [Zone] {
        ClockListOrder.zones(document.zones, sortedBy: viewState.master.sortOrder, at: now)
    }

    /// The zone the detail pane shows.
    public var detailZone: Zone? {
        viewState.detail.flatMap { document.zone(withID: $0.zoneID) }
    }

    /// The display values of `zone` at `now`.
    public func time(of zone: Zone) -> ZoneTime? {
        ZoneTime(identifier: zone.identifier, at: now.date, userTimeZone: userTimeZone)
    }

    /// The sun's times at `zone`'s place on its day there (`time`, its values now); `nil` when
    /// neither the zone nor `locations` knows where it is ("UTC").
    public func sunTimes(of zone: Zone, time: ZoneTime, locations: ZoneLocations) -> SunTimes? {
        locations.place(of: zone).map { SunTimesCache.shared.sunTimes(day: time.day, at: $0) }
    }

    /// Whether it is day at `zone` now: by the sun at its place, or for a zone of no place
    /// ("UTC", "Etc/GMT+5"), at its meridian on the equator (`ZoneLocations.meridian`); `nil`
    /// for a zone neither knows.
    public func isSunUp(at zone: Zone, time: ZoneTime, locations: ZoneLocations) -> Bool? {
        guard let place = locations.place(of: zone) ?? ZoneLocations.meridian(of: zone.identifier) else { return nil }
        return SunTimesCache.shared.sunTimes(day: time.day, at: place).isUp(at: now)
    }
}
