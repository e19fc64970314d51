/// Whether a clock already shows the place the chooser offers: the chooser marks such a place
/// "✓ Added", and choosing it selects that clock rather than adding another.
///
/// A zone is not a place: Lima, Ohio keeps New York's zone (America/New_York), as "United
/// States" does, and the list that has New York has not got Lima. So a clock shows a place when
/// it keeps the place's zone and is called by the place's name, as the chooser compares names
/// (without case or accents: "sao paulo" is "São Paulo"). A clock the user renamed ("Granny")
/// still shows the place its zone is named after ("London" for Europe/London), the place it most
/// likely came from; a renamed clock of another place is not recognised, since a clock does not
/// keep where it was chosen.
public enum SamePlace {
    /// The clock in `document` that shows the place of `choice`, if there is one.
    public static func clock(showing choice: ZoneChoice, in document: WorldClock) -> Zone? {
        let sameZone = document.zones.filter { $0.identifier == choice.identifier }
        guard !sameZone.isEmpty else { return nil }
        let name = SearchText(choice.name)
        if let named = sameZone.first(where: { SearchText($0.name) == name }) { return named }
        // The place the zone is named after, shown by a clock of its zone called otherwise.
        guard name == SearchText(TimeZoneCatalog.city(of: choice.identifier)) else { return nil }
        return sameZone.first
    }
}
