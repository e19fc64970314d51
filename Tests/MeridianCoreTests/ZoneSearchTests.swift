import CoreTestSupport
import MeridianCore
import Testing

@Suite struct ZoneSearchTests {
    let search = ZoneSearch(catalog: systemCatalog)

    @Test(arguments: [
        ("new york", "America/New_York"),
        ("NEW_YORK", "America/New_York"),
        ("sao paulo", "America/Sao_Paulo"),
        ("São Paulo", "America/Sao_Paulo"),
        ("kolkata", "Asia/Kolkata"),
        ("asia/kol", "Asia/Kolkata"),
        ("  tokyo ", "Asia/Tokyo"),
        ("buenos aires", "America/Argentina/Buenos_Aires"),
    ])
    func findsByIdentifierAndCityIgnoringCaseDiacriticsAndUnderscores(text: String, identifier: String) {
        #expect(search.results(for: text).contains(identifier))
        #expect(ZoneSearch.matches(identifier, searchText: text))
    }

    @Test func findsOnlyWhatMatches() throws {
        let results = search.results(for: "york")
        #expect(results.contains("America/New_York"))
        #expect(results.allSatisfy { $0.lowercased().contains("york") })
        #expect(search.results(for: "Mars").isEmpty)
    }

    @Test func blankTextListsEveryZoneInOrder() throws {
        #expect(search.results(for: " ") == systemCatalog.identifiers)
        #expect(systemCatalog.identifiers == systemCatalog.identifiers.sorted())
    }
}
