import CGWeather
import MeridianCore
@testable import MeridianFiles
import Testing

/// Loading GWeather's places says which way it failed, for the chooser to say why it finds no
/// city or country (issue 59, item 8); a test cannot remove the library, so it passes the
/// functions loading would have found.
@Suite struct PlaceDatabaseLoadingTests {
    @Test func aLibraryThatCannotBeOpenedIsMissing() {
        #expect(SystemPlaces.gazetteer(reading: nil) == .failure(.libraryMissing))
    }

    @Test func aLibraryWhoseDatabaseGivesNoWorldIsUnreadable() {
        var api = MeridianGWeather()
        api.get_world = { nil }
        #expect(SystemPlaces.gazetteer(reading: api) == .failure(.databaseUnreadable))
    }
}
