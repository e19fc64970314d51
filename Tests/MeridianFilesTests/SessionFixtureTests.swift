import Foundation
import MeridianCore
import MeridianFiles
import MeridianStore
import Testing

/// Session files as Import Session takes them: `FileLoader.session`, then the store's restore,
/// which checks the log itself. `NAME.json` with `NAME.expected` is refused with exactly that
/// message and the store is left as it was; without `.expected` it is restored.
@MainActor
@Suite struct SessionFixtureTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sessions")
    static let catalog = SystemTimeZones.catalog()

    nonisolated static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: fixtures)
    func eachSessionFixtureIsRestoredOrRefusedWithItsMessage(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let expected = try? String(contentsOfFile: path.replacingOccurrences(of: ".json", with: ".expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let store = Store(
            initialState: ProbeActions.initialState, reducer: AppReducer(catalog: Self.catalog), history: AppHistory.rules())
        store.send(.clockList(.sortOrderChosen(.byName)))
        let before = try store.archive()
        let message: String?
        switch FileLoader(catalog: Self.catalog).session(at: path) {
        case .failure(let error):
            message = error.description
        case .success(let session):
            do {
                try store.restoreSession(session)
                message = nil
            } catch {
                message = error.description
            }
        }
        if ProcessInfo.processInfo.environment["PRINT_FIXTURE_MESSAGES"] != nil { print("FIXTURE \(name)\n\(message ?? "restored")\nEND") }
        #expect(message == expected, "\(name)")
        if message != nil {
            #expect(try store.archive() == before, "a refused session changed nothing")
        }
    }
}
