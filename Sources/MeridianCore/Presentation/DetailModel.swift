/// What the detail pane shows for the selected zone.
public struct DetailModel: Equatable, Sendable {
    public var name: String
    public var localTime: String
    public var identifier: String
    /// "UTC +05:30 · IST · Tomorrow".
    public var offset: String
    /// "Daylight saving time" or "Standard time".
    public var daylightSaving: String
    /// What the rename entry holds.
    public var nameText: String
    /// The inline error under the entry; `nil` hides it.
    public var nameError: String?

    /// `nil` when no detail pane is open.
    public init?(_ state: AppState) {
        guard let detail = state.viewState.detail, let zone = state.detailZone else { return nil }
        let time = state.time(of: zone)
        name = zone.name
        localTime = time?.localTime ?? "--:--"
        identifier = zone.identifier
        offset = time.map { "UTC \($0.utcOffset) · \($0.abbreviation) · \($0.relativeDay)" } ?? "Unknown time zone"
        daylightSaving = time?.isDaylightSavingTime == true ? "Daylight saving time" : "Standard time"
        nameText = detail.nameText
        nameError = detail.nameError?.description
    }
}
