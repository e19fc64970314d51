import CoreTestSupport
import MeridianCore
import Testing

@Suite struct TimeZoneCatalogTests {
    @Test func readsZonesAndLinksFromTzdataText() throws {
        let catalog = TimeZoneCatalog(tzdata: """
            # version 2025b
            Z Asia/Kolkata 5:53:28 - LMT 1854 Jun 28
            5:30 - IST
            Z Etc/UTC 0 - UTC
            L Asia/Kolkata Asia/Calcutta
            L Etc/UTC UTC
            R Zion 1940 o - May 31 24u 1 D
            """)
        #expect(catalog.identifiers == ["Asia/Calcutta", "Asia/Kolkata", "Etc/UTC", "UTC"])
        #expect(!catalog.contains("Zion"))
    }

    @Test func theSystemDatabaseKnowsTheZonesPeopleUse() throws {
        for identifier in ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Asia/Kathmandu", "America/St_Johns"] {
            #expect(systemCatalog.contains(identifier), "\(identifier)")
        }
        #expect(!systemCatalog.contains("Mars/Olympus"))
        #expect(!systemCatalog.contains("GMT+5"))
    }

    @Test(arguments: [
        ("America/Argentina/Buenos_Aires", "Buenos Aires"), ("America/New_York", "New York"), ("UTC", "UTC"),
        ("Asia/Kolkata", "Kolkata"),
    ])
    func theCityOfAnIdentifierReadsAsAPersonWritesIt(identifier: String, city: String) {
        #expect(TimeZoneCatalog.city(of: identifier) == city)
    }
}
