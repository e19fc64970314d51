import CoreTestSupport
import MeridianCore
import Testing

@Suite struct WorldClockTests {
    @Test func theStandardDocumentIsUsefulAtOnceAndReproducible() throws {
        let standard = WorldClock.standard
        #expect(standard.zones.map(\.name) == ["UTC", "London", "New York", "Tokyo", "Brisbane"])
        #expect(Set(standard.zones.map(\.id)).count == standard.zones.count)
        #expect(standard.zones.allSatisfy { systemCatalog.contains($0.identifier) })
        #expect(WorldClock.standard == standard)
    }
}
