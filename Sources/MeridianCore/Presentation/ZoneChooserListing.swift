/// What the chooser lists for the search results: the first matches, and a hint when there is
/// nothing to list yet or more than fit.
public struct ZoneChooserListing: Equatable, Sendable {
    /// The most rows the chooser shows; typing narrows the rest down.
    public static let maximumShown = 60

    public var shown: [String]
    public var hint: String?

    public init(results: [String], searchText: String) {
        let isBlank = searchText.allSatisfy(\.isWhitespace)
        shown = isBlank ? [] : Array(results.prefix(Self.maximumShown))
        if isBlank {
            hint = tr("Type the name of a city or a time zone, e.g. “Kolkata” or “America/”.")
        } else if results.isEmpty {
            hint = tr("No time zone matches “{text}”.", ["text": searchText.trimmingCharacters(in: .whitespaces)])
        } else if results.count > Self.maximumShown {
            hint = trn("{count} more match; keep typing to narrow the list.", "{count} more matches; keep typing to narrow the list.", count: results.count - Self.maximumShown)
        } else {
            hint = nil
        }
    }
}
