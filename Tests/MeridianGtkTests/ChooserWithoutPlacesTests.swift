import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

/// The chooser on screen when GWeather's places could not be loaded (issue 59, item 8): its
/// hint says that city and country names are unavailable and why, and zones are still found
/// by name. The loading is the chooser's own closure, made to fail.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct ChooserWithoutPlacesTests {
    typealias H = GtkTestHarness

    @Test func theChooserSaysCityNamesAreUnavailableAndStillFindsZones() throws {
        #expect(H.isReady)
        var state = H.firstLaunch
        state.viewState.selection = ZoneChooser()
        let store = AppStore(initialState: state, reducer: AppReducer(catalog: H.catalog), history: AppHistory.rules())
        let catalog = H.catalog
        let places = ChooserPlaces { ZoneSearch(directory: PlaceDirectory(loaded: .failure(.libraryMissing), catalog: catalog)) }
        _ = places.search  // loaded, and failed, before the chooser shows
        let chooser = ZoneChooserView(store: store, places: places, environment: ShellEnvironment(now: { H.noon }, newID: { UUID() }))
        let window = try #require(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        defer { gtk_widget_destroy(window) }
        gtk_container_add(window.cast(), chooser.root)
        gtk_widget_show_all(window)
        H.waitUntilShown(window)

        let note = "City and country names are unavailable: the GWeather library could not be loaded. Install the package libgweather-4-0 to find places by them."
        #expect(Look.text(chooser.hint) == "Type the name of a time zone, e.g. “Kolkata”, “Tokyo” or “America/”. \(note)")
        gtk_entry_set_text(chooser.searchEntry.cast(), "Mumbai")
        H.pump()
        #expect(chooser.shownIdentifiers.isEmpty)
        #expect(Look.isVisible(chooser.hint))
        #expect(Look.text(chooser.hint) == "No time zone matches “Mumbai”. \(note)")
        gtk_entry_set_text(chooser.searchEntry.cast(), "Kolkata")
        H.pump()
        #expect(chooser.shownIdentifiers == ["Asia/Kolkata"])
        #expect(Look.text(chooser.hint) == note)
    }
}
