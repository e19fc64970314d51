import Foundation

/// What the detail pane shows for the selected zone.
public struct DetailModel: Equatable, Sendable {
    /// The zone shown, whose name the entry edits.
    public var zoneID: UUID
    public var name: String
    public var localTime: String
    public var identifier: String
    /// "UTC +05:30 · IST · Tomorrow".
    public var offset: String
    /// "Daylight saving time" or "Standard time".
    public var daylightSaving: String
    /// The sun's times there today, in its own time: "Sunrise 07:12 · Sunset 16:45", or that
    /// it does not rise or set; `nil` where the zone has no place ("UTC").
    public var sun: String?
    /// What the rename entry holds.
    public var nameText: String
    /// What the entry shows while empty: the place's own name, which an empty name stands for.
    public var namePlaceholder: String
    /// What the line under the empty entry says (GTK 3 hides a placeholder while the entry has
    /// the focus, and the clock was renamed without a word): `nil` while a name is typed.
    public var nameHint: String?
    /// The inline error under the entry; `nil` hides it. At the longest name, it says so: the
    /// entry takes no more characters, with no more than the desktop's bell.
    public var nameError: String?

    /// `nil` when no detail pane is open.
    /// `locations` says where each zone's sun is, for sunrise and sunset.
    public init?(_ state: AppState, clockFormat: ClockFormat = .twentyFourHour, locations: ZoneLocations = ZoneLocations()) {
        guard let detail = state.viewState.detail, let zone = state.detailZone else { return nil }
        let time = state.time(of: zone)
        zoneID = zone.id
        name = zone.name
        localTime = time?.localTime(clockFormat) ?? "--:--"
        identifier = zone.identifier
        offset = time.map { time in
            [tr("UTC {offset}", ["offset": time.utcOffset]), Self.abbreviation(time), time.relativeDay.description].compactMap { $0 }.joined(separator: " · ")
        } ?? tr("Unknown time zone")
        daylightSaving = time?.isDaylightSavingTime == true ? tr("Daylight saving time") : tr("Standard time")
        sun = time.flatMap { state.sunTimes(of: zone, time: $0, locations: locations) }.map {
            Self.sunText($0, zone: zone.identifier, clockFormat)
        }
        nameText = detail.nameText
        namePlaceholder = TimeZoneCatalog.city(of: zone.identifier)
        nameHint = ZoneNameValidator.trimmingWhitespace(detail.nameText).isEmpty
            ? tr("Left empty, the clock is called {name}.", ["name": namePlaceholder]) : nil
        nameError = detail.nameError?.message.text
            ?? (detail.nameText.count >= ZoneNameValidator.maximumLength
                ? tr("A name can have at most {maximum} characters.", ["maximum": ZoneNameValidator.maximumLength]) : nil)
    }

    /// "Sunrise 07:12 · Sunset 16:45" in the zone's own time; polar day and night in words.
    static func sunText(_ sun: SunTimes, zone identifier: String, _ format: ClockFormat) -> String {
        switch sun {
        case .risesAndSets(let sunrise, let sunset):
            let unknown = "--:--"
            return tr("Sunrise {sunrise} · Sunset {sunset}", [
                "sunrise": ZoneTime.localTime(of: sunrise, inZone: identifier, format) ?? unknown,
                "sunset": ZoneTime.localTime(of: sunset, inZone: identifier, format) ?? unknown,
            ])
        case .upAllDay: return tr("The sun does not set today")
        case .downAllDay: return tr("The sun does not rise today")
        }
    }

    /// The zone's letters ("IST", "EDT"); none where the system knows only an offset ("GMT+5:30"),
    /// which would repeat the UTC offset beside it.
    static func abbreviation(_ time: ZoneTime) -> String? {
        let isOffset = time.abbreviation.hasPrefix("GMT+") || time.abbreviation.hasPrefix("GMT-")
            || time.abbreviation.hasPrefix("UTC+") || time.abbreviation.hasPrefix("UTC-")
        return isOffset ? nil : time.abbreviation
    }
}
