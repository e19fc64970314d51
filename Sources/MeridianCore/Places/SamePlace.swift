/// Whether a clock already shows the place the chooser offers: the chooser marks such a place
/// "✓ Added", and choosing it selects that clock rather than adding another.
///
/// A zone is not a place: Lima, Ohio keeps New York's zone (America/New_York), as "United
/// States" does, and the list that has New York has not got Lima. So a clock shows a place when
/// it keeps the place's zone and is called by the place's name, as the chooser compares names
/// (without case or accents: "sao paulo" is "São Paulo"), and, where both say where they are, is
/// where the place is: Paris, Texas is not Paris, Illinois. A clock the user renamed ("Granny")
/// still shows the place its zone is named after ("London" for Europe/London), the place it most
/// likely came from; a renamed clock of another place is not recognised, since a clock does not
/// keep where it was chosen.
public enum SamePlace {
    /// The clock in `document` that shows the place of `choice`, if there is one.
    public static func clock(showing choice: ZoneChoice, in document: WorldClock) -> Zone? {
        // Two towns of one name keep one zone (Paris, Illinois and Paris, Texas): where both
        // say where they are, a clock far from the place shows another.
        let sameZone = document.zones.filter { zone in
            guard zone.identifier == choice.identifier else { return false }
            guard let here = zone.coordinates, let there = choice.coordinates else { return true }
            return here.kilometres(to: there) < PlaceDirectory.samePlaceKilometres
        }
        guard !sameZone.isEmpty else { return nil }
        let name = SearchText(choice.name)
        if let named = sameZone.first(where: { SearchText($0.name) == name }) { return named }
        // The place the zone is named after, shown by a clock of its zone called otherwise.
        guard name == SearchText(TimeZoneCatalog.city(of: choice.identifier)) else { return nil }
        return sameZone.first
    }
}
