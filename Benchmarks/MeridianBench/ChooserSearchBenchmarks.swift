import Foundation
import MeridianCore
import MeridianFiles
import StoreBenchmarks

/// The time-zone chooser's search over GWeather's whole database, as typed: each prefix of the
/// names people look for ("M", "Mu", … "Mumbai"), searched and listed as on each keystroke.
/// A frame is 16 ms; the search must leave most of it to GTK.
enum ChooserSearchBenchmarks {
    static let names = ["Mumbai", "San Francisco", "Germany", "India", "Kyiv", "Zürich", "Ho Chi Minh"]

    static func run(rounds: Int = 20) {
        print("# The time-zone chooser's search — \(Measure.machine)")
        let catalog = SystemTimeZones.catalog()
        var gazetteer = Gazetteer()
        let reading = Measure.seconds { gazetteer = (try? SystemPlaces.gazetteer().get()) ?? Gazetteer() }
        guard !gazetteer.cities.isEmpty else {
            print("chooser search: GWeather's location database is not installed (libgweather-4-0); nothing to measure")
            return
        }
        var directory = PlaceDirectory(catalog: catalog)
        let building = Measure.seconds {
            directory = PlaceDirectory(gazetteer: gazetteer, catalog: catalog, countryZones: SystemTimeZones.countryZones())
        }
        print(String(format: "chooser search: reading GWeather's database %.1f ms (%d cities, %d countries), building the places %.1f ms (%d): once per process, on a worker thread after the window's first frame",
            reading * 1000, gazetteer.cities.count, gazetteer.countries.count, building * 1000, directory.places.count))
        let search = ZoneSearch(directory: directory)
        let typed = names.flatMap { name in (1...name.count).map { String(name.prefix($0)) } }
        var times: [Double] = []
        for _ in 0..<rounds {
            for text in typed {
                times.append(Measure.seconds {
                    let listing = ZoneChooserListing(search: search, chooser: ZoneChooser(searchText: text), document: .standard)
                    precondition(listing.rows.count <= ZoneChooserListing.maximumShown)
                })
            }
        }
        print(String(format: "chooser search: a keystroke's search and listing p50 %.2f ms p95 %.2f ms max %.2f ms over every prefix of %d names (%d searches; target p95 ≤ 16 ms, a frame)",
            Measure.percentile(times, 0.5) * 1000, Measure.percentile(times, 0.95) * 1000, (times.max() ?? 0) * 1000, names.count, times.count))
        for name in names {
            let top = search.results(for: name, limit: 1).places.first
            print("chooser search: “\(name)” finds first \(top.map { "\($0.name)\($0.country.map { ", \($0)" } ?? "") (\($0.identifier))" } ?? "nothing")")
        }
    }
}
