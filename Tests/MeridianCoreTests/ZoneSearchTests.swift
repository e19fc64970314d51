import CoreTestSupport
import MeridianCore
import Testing

@Suite struct ZoneSearchTests {
    /// A few places as GWeather has them, in German (the English names beside): enough to rank.
    static let gazetteer = Gazetteer(
        cities: [
            .init(name: "Indianapolis", country: "Vereinigte Staaten", englishCountry: "United States", identifier: "America/Indiana/Indianapolis"),
            .init(name: "São Paulo", country: "Brasilien", englishCountry: "Brazil", identifier: "America/Sao_Paulo"),
            .init(name: "Mumbai", country: "Indien", englishCountry: "India", identifier: "Asia/Kolkata"),
            .init(name: "Kalkutta", englishName: "Kolkata", country: "Indien", englishCountry: "India", identifier: "Asia/Kolkata"),
            .init(name: "München", englishName: "Munich", country: "Deutschland", englishCountry: "Germany", identifier: "Europe/Berlin"),
            .init(name: "Berlin", country: "Deutschland", englishCountry: "Germany", identifier: "Europe/Berlin"),
            .init(name: "Berlin", country: "Vereinigte Staaten", englishCountry: "United States", identifier: "America/New_York"),
            .init(name: "Kiew", englishName: "Kyiv", country: "Ukraine", identifier: "Europe/Kiev"),
            .init(name: "Zürich", country: "Schweiz", englishCountry: "Switzerland", identifier: "Europe/Zurich"),
            .init(name: "Ho-Chi-Minh-Stadt", englishName: "Ho Chi Minh City", country: "Vietnam", englishCountry: "Viet Nam", identifier: "Asia/Ho_Chi_Minh"),
            .init(name: "San Francisco", country: "Vereinigte Staaten", englishCountry: "United States", identifier: "America/Los_Angeles"),
            .init(name: "Tromsø", country: "Norwegen", englishCountry: "Norway", identifier: "Europe/Oslo"),
            .init(name: "Bratislava", country: "Slowakei", englishCountry: "Slovakia", identifier: "Europe/Bratislava"),
        ],
        countries: [
            .init(name: "Indien", englishName: "India", identifiers: ["Asia/Kolkata"]),
            .init(name: "Deutschland", englishName: "Germany", identifiers: ["Europe/Berlin", "Europe/Busingen"], mainIdentifier: "Europe/Berlin"),
            .init(name: "Brasilien", englishName: "Brazil", identifiers: ["America/Sao_Paulo", "America/Manaus"], mainIdentifier: "America/Sao_Paulo"),
            .init(name: "Vereinigte Staaten", englishName: "United States", code: "US", identifiers: ["America/New_York", "America/Los_Angeles"]),
            .init(name: "Slowakei", englishName: "Slovakia", identifiers: ["Europe/Bratislava"]),
        ])
    /// zone.tab's zones: Kyiv's, and Bratislava's own (the tz database links it to Prague).
    static let countryZones = [
        "Europe/Kyiv": "UA", "Europe/Bratislava": "SK", "Europe/Prague": "CZ", "Europe/Berlin": "DE", "Europe/Busingen": "DE",
        "America/Sao_Paulo": "BR", "America/Manaus": "BR", "America/Indiana/Indianapolis": "US", "America/Indiana/Knox": "US",
    ]
    let search = ZoneSearch(directory: PlaceDirectory(gazetteer: Self.gazetteer, catalog: systemCatalog, countryZones: Self.countryZones))

    func first(_ text: String) -> Place? {
        search.results(for: text, limit: 1).places.first
    }

    @Test(arguments: [
        ("Mumbai", "Mumbai", "Asia/Kolkata"),
        ("san francisco", "San Francisco", "America/Los_Angeles"),
        ("Germany", "Deutschland", "Europe/Berlin"),
        ("india", "Indien", "Asia/Kolkata"),
        ("Kyiv", "Kiew", "Europe/Kyiv"),
        ("zurich", "Zürich", "Europe/Zurich"),
        ("Zürich", "Zürich", "Europe/Zurich"),
        ("ho chi minh", "Ho-Chi-Minh-Stadt", "Asia/Ho_Chi_Minh"),
        ("münchen", "München", "Europe/Berlin"),
        ("munich", "München", "Europe/Berlin"),
        ("tromso", "Tromsø", "Europe/Oslo"),
    ])
    func findsAPlaceFirstByItsNameInEitherLanguageWithOrWithoutAccents(text: String, name: String, identifier: String) throws {
        let place = try #require(first(text))
        #expect(place.name == name)
        #expect(place.identifier == identifier)
    }

    @Test func aNameThatIsTheTextComesBeforeNamesThatBeginWithIt() throws {
        let india = search.results(for: "india").places
        #expect(india.first?.name == "Indien")
        #expect(india.contains { $0.name == "Indianapolis" })
        // A city that names its zone before a country, before another city of the same name.
        #expect(search.results(for: "berlin").places.map { $0.country ?? "" }.prefix(2) == ["Deutschland", "Vereinigte Staaten"])
        // A later word of a name.
        #expect(first("francisco")?.name == "San Francisco")
    }

    @Test func aZoneIsListedOnceByThePlaceThatNamesItAndFoundByItsIdentifier() throws {
        let saoPaulo = search.results(for: "sao paulo").places
        #expect(saoPaulo.filter { $0.identifier == "America/Sao_Paulo" }.count == 1)
        #expect(saoPaulo.first == Place(kind: .city, name: "São Paulo", country: "Brasilien", identifier: "America/Sao_Paulo"))
        #expect(first("america/sao")?.name == "São Paulo")
        // A zone no city names is a row of its own, with its country.
        #expect(first("busingen") == Place(kind: .zone, name: "Busingen", country: "Deutschland", identifier: "Europe/Busingen"))
        // The tz database says whose a zone is when the gazetteer's countries do not.
        #expect(first("america/indiana/knox") == Place(kind: .zone, name: "Knox", country: "Vereinigte Staaten", identifier: "America/Indiana/Knox"))
        // A country's zones are found by the country's name, after the country itself.
        let brazil = search.results(for: "brazil").places
        #expect(brazil.first == Place(kind: .country, name: "Brasilien", identifier: "America/Sao_Paulo", otherNames: ["Brazil"]))
        #expect(Set(brazil.dropFirst().map(\.identifier)) == ["America/Sao_Paulo", "America/Manaus"])
    }

    @Test func anIdentifierThatIsOnlyAnotherNameIsReplacedButACountrysOwnIsKept() throws {
        #expect(first("kiew")?.identifier == "Europe/Kyiv")
        #expect(first("bratislava")?.identifier == "Europe/Bratislava")
        // The old names themselves list no rows of their own.
        #expect(search.results(for: "europe/kiev").count == 0)
        #expect(search.results(for: "us/pacific").count == 0)
    }

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
    func withoutAGazetteerFindsEveryZoneByIdentifierAndCity(text: String, identifier: String) {
        let zones = ZoneSearch(catalog: systemCatalog)
        #expect(zones.results(for: text).places.first?.identifier == identifier)
    }

    @Test func findsOnlyWhatMatchesAndCountsAll() throws {
        let zones = ZoneSearch(catalog: systemCatalog)
        let york = zones.results(for: "york")
        #expect(york.places.contains { $0.identifier == "America/New_York" })
        #expect(york.places.allSatisfy { $0.identifier.lowercased().contains("york") })
        #expect(zones.results(for: "Mars").count == 0)
        #expect(zones.results(for: " ") == ZoneSearch.Results(places: [], count: 0))
        let many = zones.results(for: "a", limit: 60)
        #expect(many.places.count == 60)
        #expect(many.count == zones.results(for: "a").places.count)
    }

    /// GWeather puts Indianapolis in America/New_York; the tz database has a zone of its own
    /// for it in Indiana. One row, the city's, in that zone, not the city and the zone.
    @Test func aCityTheTzDatabaseNamesAZoneForIsListedOnceInThatZone() throws {
        let gazetteer = Gazetteer(
            cities: [
                .init(name: "Indianapolis", country: "United States", state: "Indiana", identifier: "America/New_York"),
                .init(name: "Knox", country: "United States", state: "Maine", identifier: "America/New_York"),
                .init(name: "Detroit", country: "United States", state: "Michigan", identifier: "America/New_York"),
            ],
            countries: [.init(name: "United States", code: "US", identifiers: ["America/New_York"])])
        let search = ZoneSearch(directory: PlaceDirectory(gazetteer: gazetteer, catalog: systemCatalog, countryZones: [
            "America/New_York": "US", "America/Indiana/Indianapolis": "US", "America/Indiana/Knox": "US", "America/Detroit": "US",
        ]))
        #expect(search.results(for: "india").places.filter { $0.name == "Indianapolis" }
            == [Place(kind: .city, name: "Indianapolis", country: "United States", identifier: "America/Indiana/Indianapolis")])
        #expect(search.results(for: "detroit").places.map(\.identifier) == ["America/Detroit"])
        // Knox, Maine is not in Indiana's zone of that name, which keeps a row of its own.
        #expect(Set(search.results(for: "knox").places.map(\.identifier)) == ["America/New_York", "America/Indiana/Knox"])
    }

    /// A word of letters is found by its start, not inside it: "utc" finds UTC alone.
    @Test func aTextInsideAWordOfLettersIsNoMatch() throws {
        let gazetteer = Gazetteer(cities: [
            .init(name: "Hutchinson", country: "United States", state: "Kansas", identifier: "America/Chicago"),
            .init(name: "旧金山", englishName: "San Francisco", country: "美国", identifier: "America/Los_Angeles"),
        ])
        let search = ZoneSearch(directory: PlaceDirectory(gazetteer: gazetteer, catalog: systemCatalog))
        let utc = search.results(for: "UTC").places
        #expect(utc.first?.identifier == "UTC")
        #expect(!utc.contains { $0.name == "Hutchinson" })
        #expect(search.results(for: "hutch").places.map(\.name) == ["Hutchinson"])
        // A script without spaces has its words anywhere.
        #expect(search.results(for: "金山").places.map(\.name) == ["旧金山"])
    }

    /// Kyiv's old spelling, which the tz database keeps as a link (Europe/Kiev), finds Kyiv.
    @Test func aCitysOldSpellingFindsItsZone() throws {
        #expect(first("kiev")?.identifier == "Europe/Kyiv")
        #expect(first("Kiev")?.name == "Kiew")
        // Without the gazetteer too.
        #expect(ZoneSearch(catalog: systemCatalog).results(for: "kiev").places.contains { $0.identifier == "Europe/Kyiv" || $0.identifier == "Europe/Kiev" })
    }

    @Test func textIsComparedWithoutCaseAccentsWidthOrExtraSpace() {
        #expect(SearchText("  São   Paulo ") == SearchText("sao paulo"))
        #expect(SearchText("New_York") == SearchText("new york"))
        #expect(SearchText("Ｔｏｋｙｏ") == SearchText("tokyo"))
        #expect(SearchText("Łódź") == SearchText("lodz"))
        #expect(SearchText("Straße") == SearchText("strasse"))
    }
}
