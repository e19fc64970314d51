/// What the chooser shows for its state: the first matches of the search as rows ("São Paulo,
/// Brazil" over "America/Sao_Paulo"), each place a clock shows already marked (`SamePlace`), the highlighted
/// row, and a hint when there is nothing to list yet or more than fit — and, while GWeather's
/// places could not be loaded, that city and country names are unavailable, and why.
public struct ZoneChooserListing: Equatable, Sendable {
    /// The most rows the chooser shows; typing narrows the rest down.
    public static let maximumShown = 60

    public struct Row: Identifiable, Equatable, Sendable {
        /// Who the row is, for a list that keeps its rows by identity: the zone's identifier,
        /// and for another row of the same zone (two cities that keep it, a country and its
        /// city), which one it is ("Europe/Berlin 2").
        public var id: String
        public var choice: ZoneChoice
        /// "São Paulo, Brazil"; a country or a zone of no country alone.
        public var title: String
        /// The zone's identifier, the detail it is.
        public var detail: String
        /// The name of the clock already showing this place, when there is one.
        public var addedAs: String?
        public var accessibleName: String

        public init(choice: ZoneChoice, title: String, detail: String, addedAs: String?, accessibleName: String, id: String? = nil) {
            self.id = id ?? choice.identifier
            self.choice = choice
            self.title = title
            self.detail = detail
            self.addedAs = addedAs
            self.accessibleName = accessibleName
        }

        /// The tooltip of a row whose zone is in the list already: by which clock.
        public var addedNote: String? {
            addedAs.map { tr("Already in the list as “{name}”", ["name": $0]) }
        }
    }

    /// What a row whose place is in the list already says beside its check mark; its tooltip
    /// and accessible name say by which clock (a clock the user renamed: "Granny").
    public static var addedText: String { tr("Added") }

    public var rows: [Row]
    /// The row Enter chooses; `nil` when nothing is listed.
    public var highlighted: Int?
    public var hint: String?

    public init(search: ZoneSearch, chooser: ZoneChooser, document: WorldClock) {
        self.init(results: search.results(for: chooser.searchText, limit: Self.maximumShown), chooser: chooser, document: document)
    }

    /// `results` are `nil` while the places are still being read (a moment, once).
    public init(results: ZoneSearch.Results?, chooser: ZoneChooser, document: WorldClock) {
        let searchText = chooser.searchText
        let isBlank = searchText.allSatisfy(\.isWhitespace)
        rows = isBlank ? [] : (results?.places ?? []).prefix(Self.maximumShown).map { place in
            let title = place.title
            let added = AppReducer.zone(showing: place.choice, in: document)?.name
            return Row(
                choice: place.choice, title: title, detail: place.identifier, addedAs: added,
                accessibleName: added.map { tr("{place}, {zone}, already in the list as “{name}”", ["place": title, "zone": place.identifier, "name": $0]) }
                    ?? tr("{place}, {zone}", ["place": title, "zone": place.identifier]))
        }
        var rowsOfZone: [String: Int] = [:]
        for index in rows.indices {
            let identifier = rows[index].choice.identifier
            let earlier = rowsOfZone[identifier, default: 0]
            rowsOfZone[identifier] = earlier + 1
            if earlier > 0 { rows[index].id = "\(identifier) \(earlier + 1)" }
        }
        highlighted = chooser.highlighted(among: rows.count)
        let problem = results?.placeNamesProblem
        var hint: String?
        if isBlank {
            hint = problem == nil
                ? tr("Type the name of a city, a country or a time zone, e.g. “Mumbai”, “Germany” or “America/”.")
                : tr("Type the name of a time zone, e.g. “Kolkata”, “Tokyo” or “America/”.")
        } else if let results, results.count == 0 {
            let text = searchText.trimmingCharacters(in: .whitespaces)
            hint = problem == nil ? tr("No place or time zone matches “{text}”.", ["text": text]) : tr("No time zone matches “{text}”.", ["text": text])
        } else if let results, results.count > rows.count {
            hint = trn("{count} more match; keep typing to narrow the list.", "{count} more matches; keep typing to narrow the list.", count: results.count - rows.count)
        } else if results == nil {
            hint = tr("Looking up the world’s places…")
        }
        // Whatever is typed: "Mumbai" finds nothing, and "Kolkata" only its zone, for a reason.
        self.hint = [hint, problem?.note].compactMap { $0 }.joined(separator: " ").nilIfEmpty
    }

    /// What the rows offer to choose, in order: what Enter chooses among.
    public var choices: [ZoneChoice] { rows.map(\.choice) }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
