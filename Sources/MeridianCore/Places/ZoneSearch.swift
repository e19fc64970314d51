/// The chooser's search: the places whose names (in the user's language or in English), zone
/// identifier or country match what the user typed, best first. Case, accents and "_" do not
/// matter: "zurich" finds "Zürich", "new_york" finds "New York".
///
/// Best first means: a name that is the text ("India", before "Indianapolis"), then a name that
/// begins with it, then a later word of a name that does ("francisco"), then a zone's identifier
/// ("america/"), then the zones of a country so named ("Brazil": Manaus…), then a name with the
/// text inside it, in a script written without spaces (a word of letters is found by its start
/// only: "utc" is not in "Hutchinson"). A city's old spelling finds its zone ("kiev": Kyiv).
/// Among equals, a zone's own row, then countries, then other cities; then
/// alphabetically.
public struct ZoneSearch: Sendable {
    public let directory: PlaceDirectory

    public init(directory: PlaceDirectory) {
        self.directory = directory
    }

    /// Only the tz database's zones, by identifier.
    public init(catalog: TimeZoneCatalog) {
        self.init(directory: PlaceDirectory(catalog: catalog))
    }

    /// The first `limit` places that match, and how many match in all; none for a blank text.
    public struct Results: Equatable, Sendable {
        public var places: [Place]
        public var count: Int
        /// Why no city or country can be found, when the gazetteer could not be loaded.
        public var placeNamesProblem: PlaceDatabaseProblem?

        public init(places: [Place], count: Int, placeNamesProblem: PlaceDatabaseProblem? = nil) {
            self.places = places
            self.count = count
            self.placeNamesProblem = placeNamesProblem
        }
    }

    public func results(for searchText: String, limit: Int = .max) -> Results {
        let query = SearchText(searchText)
        guard !query.isEmpty else { return Results(places: [], count: 0, placeNamesProblem: directory.placeNamesProblem) }
        // Rank, importance and alphabetical position in one integer: sorting integers is what
        // keeps a search of thousands of places within a frame.
        var found: [Int] = []
        for (index, entry) in directory.entries.enumerated() {
            guard let rank = Self.rank(entry, query) else { continue }
            found.append(rank << 40 | entry.importance.rawValue << 32 | index)
        }
        let best = limit >= found.count ? found.sorted() : Array(found.sorted().prefix(limit))
        return Results(places: best.map { directory.places[$0 & 0xFFFF_FFFF] }, count: found.count, placeNamesProblem: directory.placeNamesProblem)
    }

    /// How well an entry matches, lower is better; `nil` when it does not.
    private static func rank(_ entry: PlaceDirectory.Entry, _ query: SearchText) -> Int? {
        var best: Int?
        func consider(_ rank: Int) { best = min(best ?? rank, rank) }
        for name in entry.names {
            switch name.match(query) {
            case .whole?: return 0
            case .start?: consider(1)
            case .wordStart?: consider(2)
            case .inside?: consider(5)
            case nil: break
            }
        }
        if let best, best <= 2 { return best }
        switch entry.identifier?.match(query) {
        case .whole?, .start?, .wordStart?: consider(3)
        case .inside?: consider(6)
        case nil: break
        }
        for country in entry.countries {
            switch country.match(query) {
            case .whole?, .start?, .wordStart?: consider(4)
            case .inside?, nil: break
            }
        }
        return best
    }
}
