import Foundation

/// The chooser's search: which of the system's time zones match what the user typed.
///
/// Matches the identifier and the city, ignoring case and diacritics, with spaces for
/// underscores: "new york" finds "America/New_York", "são" finds "America/Sao_Paulo".
public struct ZoneSearch: Sendable {
    public let catalog: TimeZoneCatalog

    public init(catalog: TimeZoneCatalog) {
        self.catalog = catalog
    }

    /// Every identifier that matches `searchText`, in the catalog's order; all of them when the
    /// text is blank.
    public func results(for searchText: String) -> [String] {
        let query = Self.folded(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !query.isEmpty else { return catalog.identifiers }
        return catalog.identifiers.filter { Self.matches($0, foldedQuery: query) }
    }

    public static func matches(_ identifier: String, searchText: String) -> Bool {
        let query = folded(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
        return query.isEmpty || matches(identifier, foldedQuery: query)
    }

    private static func matches(_ identifier: String, foldedQuery query: String) -> Bool {
        folded(identifier).contains(query) || folded(TimeZoneCatalog.city(of: identifier)).contains(query)
    }

    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "_", with: " ")
    }
}
