import Foundation
import MeridianFiles
import Testing

/// Libraries opened at run time go through GModule, never through `dlopen` itself: GModule's
/// lock is then always taken before the dynamic loader's. A bare `dlopen` of GWeather beside
/// GStreamer loading a plugin took them in opposite orders and froze the app (Sources/CGWeather/shim.h).
struct LibraryLoadingTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func noSourceOpensALibraryWithDlopen() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var callers: [String] = []
        for case let file as URL in files where ["swift", "h", "c"].contains(file.pathExtension) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if line.contains("dlopen(") || line.contains("dlmopen(") { callers.append("\(file.lastPathComponent):\(number + 1)") }
            }
        }
        #expect(callers.isEmpty, "open libraries with g_module_open: \(callers)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/libgweather-4/Locations.xml"), "GWeather is not installed"))
    func gweatherOpensThroughGModule() {
        #expect(!SystemPlaces.gazetteer().cities.isEmpty)
    }
}
