/// Every place the chooser can find: the gazetteer's cities and countries, and every zone of the
/// tz database by its identifier, each once, with what it is found by.
///
/// Each zone has one *representative* row, found by its identifier and by its country's name:
/// the city that names the zone ("São Paulo" for America/Sao_Paulo, "Ho Chi Minh City" for
/// Asia/Ho_Chi_Minh), else the country that does ("Jersey"), else a row of the zone itself
/// ("Busingen, Germany"). Other cities are found by their names only, so "america/" lists zones,
/// not every city of the Americas.
public struct PlaceDirectory: Sendable {
    /// In alphabetical order of their names: the order of a search's ties.
    public let places: [Place]
    let entries: [Entry]
    /// Why it holds no city or country, when the gazetteer could not be loaded: the chooser says so.
    public private(set) var placeNamesProblem: PlaceDatabaseProblem?

    /// What a place is found by, and how it ranks against places found as well.
    struct Entry: Sendable {
        var names: [SearchText]
        var identifier: SearchText?
        var countries: [SearchText]
        var importance: Importance
    }

    /// Among places a search finds equally well: a zone's own row (the city that names it, the
    /// zone itself) first, then countries, then other cities. GWeather knows no population or
    /// capitals; a city that names its zone is the one the zone was named for.
    enum Importance: Int, Sendable {
        case representative, country, city
    }

    /// Only the tz database's zones, by identifier: the chooser when there is no gazetteer.
    public init(catalog: TimeZoneCatalog) {
        self.init(gazetteer: Gazetteer(), catalog: catalog)
    }

    /// The places of what loading the gazetteer gave: its cities and countries and every zone;
    /// when loading failed, the zones alone, and why.
    public init(loaded: Result<Gazetteer, PlaceDatabaseProblem>, catalog: TimeZoneCatalog, countryZones: [String: String] = [:]) {
        switch loaded {
        case .success(let gazetteer):
            self.init(gazetteer: gazetteer, catalog: catalog, countryZones: countryZones)
        case .failure(let problem):
            self.init(gazetteer: Gazetteer(), catalog: catalog, countryZones: countryZones)
            placeNamesProblem = problem
        }
    }

    /// `countryZones` are the zones the tz database lists for a country (its `zone.tab`), with
    /// the country's ISO 3166 code: a zone's own row is of that country, and an identifier the
    /// gazetteer gives that is only another name of one of them ("Europe/Kiev" for
    /// "Europe/Kyiv") is replaced by it; one that is a country's own ("Europe/Bratislava") is
    /// kept, even though the tz database makes it a link.
    public init(gazetteer: Gazetteer, catalog: TimeZoneCatalog, countryZones: [String: String] = [:]) {
        func preferred(_ identifier: String) -> String {
            guard countryZones[identifier] == nil, identifier.contains("/"), let target = catalog.linkTarget(of: identifier),
                countryZones[target] != nil
            else { return identifier }
            return target
        }
        func zoneName(_ identifier: String) -> SearchText { SearchText(TimeZoneCatalog.city(of: identifier)) }
        func names(_ name: String, _ english: String) -> [String] { english == name ? [] : [english] }

        var places: [Place] = []
        var importance: [Importance] = []
        var representative: [String: Int] = [:]

        // The zone of each country, for the zone's own row and its country's name.
        var countryOfZone: [String: (name: String, english: String)?] = [:]
        for country in gazetteer.countries {
            for identifier in Set(country.identifiers.map(preferred)) {
                // A zone of several countries (Europe/Zurich, by Büsingen) is no one country's…
                countryOfZone[identifier] = countryOfZone[identifier] == nil ? (country.name, country.englishName) : .some(nil)
            }
        }
        // …unless the tz database says whose it is.
        let countryOfCode = Dictionary(gazetteer.countries.compactMap { country in country.code.map { ($0, (country.name, country.englishName)) } }) { first, _ in first }
        for (identifier, code) in countryZones {
            if let country = countryOfCode[code] { countryOfZone[identifier] = country }
        }
        func country(ofZone identifier: String) -> (name: String, english: String)? {
            if let known = countryOfZone[identifier] { return known }
            return catalog.linkTarget(of: identifier).flatMap { countryOfZone[$0] ?? nil }
        }

        var cities = gazetteer.cities.compactMap { city -> Gazetteer.City? in
            var city = city
            city.identifier = preferred(city.identifier)
            return catalog.contains(city.identifier) ? city : nil
        }
        cities = Self.withoutRepeats(cities)
        // A city's state is said where its country has another city of its name.
        var citiesNamed: [String: Int] = [:]
        for city in cities { citiesNamed[Self.nameInCountry(city), default: 0] += 1 }
        cities = Self.keepingZonesNamedForThem(cities, citiesNamed: citiesNamed, gazetteer: gazetteer, catalog: catalog, countryZones: countryZones)
        // A city names its zone when its name is the zone's ("Zürich", Europe/Zurich) or begins
        // with it ("Ho Chi Minh City"); the first such city in the database stands for the zone.
        func namesZone(_ city: Gazetteer.City, exactly: Bool) -> Bool {
            let zone = zoneName(city.identifier)
            return [SearchText(city.name), SearchText(city.englishName)].contains { name in
                exactly ? name == zone : name.bytes.starts(with: zone.bytes + [UInt8(ascii: " ")])
            }
        }
        var cityRepresents = Array(repeating: false, count: cities.count)
        for exactly in [true, false] {
            for (index, city) in cities.enumerated() where representative[city.identifier] == nil && namesZone(city, exactly: exactly) {
                representative[city.identifier] = -1
                cityRepresents[index] = true
            }
        }
        for (index, city) in cities.enumerated() {
            if cityRepresents[index] { representative[city.identifier] = places.count }
            places.append(Place(
                kind: .city, name: city.name, country: city.country, region: citiesNamed[Self.nameInCountry(city), default: 0] > 1 ? city.state : nil,
                identifier: city.identifier,
                otherNames: names(city.name, city.englishName), coordinates: city.coordinates.flatMap { $0.isOnTheEarth ? $0 : nil }))
            importance.append(cityRepresents[index] ? .representative : .city)
        }

        // A country keeps the zone the database gives it, else its only zone, else the zone
        // most of its cities keep ("United States": the one of New York and most of the east).
        var citiesOfCountry: [String: [String: Int]] = [:]
        for city in cities {
            if let country = city.englishCountry { citiesOfCountry[country, default: [:]][city.identifier, default: 0] += 1 }
        }
        for country in gazetteer.countries {
            let zones = Set(country.identifiers.map(preferred)).filter(catalog.contains)
            let counts = citiesOfCountry[country.englishName] ?? [:]
            let main = country.mainIdentifier.map(preferred).flatMap { catalog.contains($0) ? $0 : nil }
                ?? (zones.count == 1 ? zones.first : nil)
                ?? zones.max { (counts[$0] ?? 0, $1) < (counts[$1] ?? 0, $0) }
            guard let main else { continue }
            let represents = representative[main] == nil && [country.name, country.englishName].contains { SearchText($0) == zoneName(main) }
            if represents { representative[main] = places.count }
            places.append(Place(kind: .country, name: country.name, identifier: main, otherNames: names(country.name, country.englishName)))
            importance.append(represents ? .representative : .country)
        }

        // Old names the tz database keeps for compatibility ("US/Pacific", "Asia/Calcutta") get
        // no row: the zone they name has one. A country's own zone that is a link stays.
        func isOwnZone(_ identifier: String) -> Bool {
            countryZones.isEmpty || catalog.linkTarget(of: identifier) == nil || countryZones[identifier] != nil
        }
        // A zone of Etc/ goes by the plain name the tz database links to it, the one people and
        // the first launch's clock use: "UTC", not "Etc/UTC" (a clock of Etc/UTC was another
        // place to `SamePlace`, so UTC could be added twice and read two ways).
        func plainName(of identifier: String) -> String? {
            let plain = TimeZoneCatalog.city(of: identifier)
            return identifier.hasPrefix("Etc/") && catalog.linkTarget(of: plain) == identifier ? plain : nil
        }
        for identifier in catalog.identifiers where representative[identifier] == nil && isOwnZone(identifier) {
            // The plain name's own row, where links get rows: the zone it names has it.
            if catalog.linkTarget(of: identifier).flatMap(plainName) == identifier { continue }
            representative[identifier] = places.count
            places.append(Place(
                kind: .zone, name: TimeZoneCatalog.city(of: identifier), country: country(ofZone: identifier)?.name,
                identifier: plainName(of: identifier) ?? identifier))
            importance.append(.representative)
        }

        var entries = places.indices.map { index in
            let place = places[index]
            return Entry(names: ([place.name] + place.otherNames).map(SearchText.init), identifier: nil, countries: [], importance: importance[index])
        }
        // A city's old spelling the tz database keeps as a link of no row of its own ("Europe/Kiev"
        // for Europe/Kyiv, "Asia/Calcutta", "Asia/Saigon") finds the zone's row: people still
        // type it. Only a link of the same region renames a city; "US/Pacific" names none.
        for (old, target) in catalog.links.sorted(by: { $0.key < $1.key }) where representative[old] == nil {
            guard let index = representative[target], let region = Self.region(of: old), region == Self.region(of: target) else { continue }
            let spelling = zoneName(old)
            if !entries[index].names.contains(spelling) { entries[index].names.append(spelling) }
        }
        for (identifier, index) in representative {
            entries[index].identifier = SearchText(identifier)
            if let country = country(ofZone: identifier) {
                entries[index].countries = Set([country.name, country.english]).map(SearchText.init)
            }
        }
        let sortNames = places.indices.map { (entries[$0].names[0].bytes, SearchText(places[$0].country ?? "").bytes) }
        let order = places.indices.sorted { a, b in
            if sortNames[a].0 != sortNames[b].0 { return sortNames[a].0.lexicographicallyPrecedes(sortNames[b].0) }
            if sortNames[a].1 != sortNames[b].1 { return sortNames[a].1.lexicographicallyPrecedes(sortNames[b].1) }
            return places[a].identifier < places[b].identifier
        }
        self.places = order.map { places[$0] }
        self.entries = order.map { entries[$0] }
    }

    /// "Europe" for "Europe/Kiev", "America/Indiana" for "America/Indiana/Knox"; `nil` for "UTC".
    private static func region(of identifier: String) -> Substring? {
        identifier.lastIndex(of: "/").map { identifier[..<$0] }
    }

    /// The cities, each in the zone the tz database names for it in its country (`countryZones`)
    /// where GWeather gives it a wider one: Indianapolis keeps America/Indiana/Indianapolis, not
    /// America/New_York, so that one row, the city's, stands for that zone, and the chooser does
    /// not list "Indianapolis, United States" twice. A zone of a state ("Indiana") is a city's
    /// only in that state; another is a city's only if no other city of its country has its name.
    static func keepingZonesNamedForThem(
        _ cities: [Gazetteer.City], citiesNamed: [String: Int], gazetteer: Gazetteer, catalog: TimeZoneCatalog, countryZones: [String: String]
    ) -> [Gazetteer.City] {
        guard !countryZones.isEmpty else { return cities }
        let codeOfCountry = Dictionary(gazetteer.countries.compactMap { country in country.code.map { (country.englishName, $0) } }) { first, _ in first }
        func key(_ code: String, _ name: String) -> String { code + "\u{1F}" + String(decoding: SearchText(name).bytes, as: UTF8.self) }
        var zonesNamed: [String: [String]] = [:]
        for (identifier, code) in countryZones where catalog.contains(identifier) {
            zonesNamed[key(code, TimeZoneCatalog.city(of: identifier)), default: []].append(identifier)
        }
        return cities.map { city in
            guard let country = city.englishCountry, let code = codeOfCountry[country], let zones = zonesNamed[key(code, city.englishName)],
                zones.count == 1, let zone = zones.first, zone != city.identifier
            else { return city }
            let parts = zone.split(separator: "/")
            let isCitys = parts.count > 2
                ? city.state.map { SearchText($0) == SearchText(String(parts[parts.count - 2])) } ?? false
                : citiesNamed[nameInCountry(city), default: 0] == 1
            guard isCitys else { return city }
            var city = city
            city.identifier = zone
            return city
        }
    }

    /// The cities, each once: the database lists a few twice, a few hundred metres apart
    /// (Évreux, Zwolle). A city of the same name, country, state and zone as one before it,
    /// within `samePlaceKilometres` of it, is that city again.
    static func withoutRepeats(_ cities: [Gazetteer.City]) -> [Gazetteer.City] {
        var seen: [String: [Coordinates]] = [:]
        return cities.filter { city in
            guard let here = city.coordinates else { return true }
            let key = [nameInCountry(city), city.state ?? "", city.identifier].joined(separator: "\u{1F}")
            if seen[key, default: []].contains(where: { $0.kilometres(to: here) < samePlaceKilometres }) { return false }
            seen[key, default: []].append(here)
            return true
        }
    }

    /// How far apart two entries of one name may be and still be one place: the database's
    /// repeats differ by a rounding of their coordinates; towns of one name are farther apart.
    static let samePlaceKilometres = 10.0

    private static func nameInCountry(_ city: Gazetteer.City) -> String {
        String(decoding: SearchText(city.englishName).bytes, as: UTF8.self) + "\u{1F}" + (city.englishCountry ?? "")
    }
}
