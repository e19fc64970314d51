import MeridianKitCore
@testable import MeridianStore
import Testing

/// The inspector's search finds a step exactly when its label holds the search, ignoring case:
/// checked against a plain search of each label by itself, over labels made to trip a search
/// that reads them one after another (empty ones, one byte, repeats, words running on into the
/// next label, letters beyond ASCII), in every range and with every filter.
@Suite struct InspectorIndexSearchTests {
    static let labels = [
        "", "a", "aa", "Added Reykjavík", "aaa", "", "Renamed UTC to Zulu", "ZULU", "lu", "Zürich", "ür", "x",
        "Sorted by name", "name", "Set the speed to 2×", "2×", "ab", "ba", "aab", "Opened clip",
    ]
    static let scopes = ["document", "player"]
    static let searches = [
        "", "a", "aa", "aaa", "aaaa", "ab", "ba", "zulu", "lu", "luz", "uz", "ÜR", "zürich", "×", "2×", "name", "named", "x",
        "opened clip", "clip ", " ", "Sorted by name", "nameName", "q",
    ]

    func index() -> InspectorIndex {
        var index = InspectorIndex(scopeIDs: Self.scopes)
        index.append(Self.labels.enumerated().map { step, label in
            HistoryStepSummary(step: step, label: label, time: 0, touchedScopes: step % 3 == 0 ? [] : [Self.scopes[step % 2]])
        })
        return index
    }

    /// What a search of each label by itself finds.
    func expected(_ search: String, filter: String, in range: Range<Int>) -> [Int32] {
        let needle = Array(search.lowercased().utf8)
        return range.filter { step in
            let touched = step % 3 == 0 ? nil : Self.scopes[step % 2]
            guard filter == "all" || touched == filter else { return false }
            let label = Array(Self.labels[step].lowercased().utf8)
            guard label.count >= needle.count else { return false }
            return (0...(label.count - needle.count)).contains { label[$0..<$0 + needle.count].elementsEqual(needle) }
        }.map(Int32.init)
    }

    @Test(arguments: ["all", "document", "player"])
    func aSearchFindsWhatEachLabelHoldsAndNothingAcrossTwo(filter: String) {
        let index = index()
        let count = Self.labels.count
        for search in Self.searches {
            #expect(index.matching(search: search, filter: filter) == expected(search, filter: filter, in: 0..<count), "“\(search)”")
            for start in 0...count {
                for end in [start, min(start + 1, count), min(start + 4, count), count] {
                    #expect(index.matching(search: search, filter: filter, in: start..<end) == expected(search, filter: filter, in: start..<end),
                            "“\(search)” in \(start)..<\(end)")
                }
            }
        }
        // A range past the steps indexed is cut to them.
        #expect(index.matching(search: "a", filter: filter, in: 3..<1000) == expected("a", filter: filter, in: 3..<count))
    }

    @Test func anIndexOfNoStepsOrOfEmptyLabelsFindsNothingButAnEmptySearch() {
        var index = InspectorIndex(scopeIDs: Self.scopes)
        #expect(index.matching(search: "a", filter: "all").isEmpty && index.matching(search: "", filter: "all").isEmpty)
        index.append([HistoryStepSummary(step: 0, label: "", time: 0, touchedScopes: []), HistoryStepSummary(step: 1, label: "", time: 0, touchedScopes: [])])
        #expect(index.matching(search: "a", filter: "all").isEmpty)
        #expect(index.matching(search: "", filter: "all") == [0, 1])
    }
}
