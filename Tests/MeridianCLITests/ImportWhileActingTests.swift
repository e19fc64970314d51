import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianGtk
import MeridianStore
import Testing

/// An import reads its file off the main thread, and the window goes on meanwhile. What the
/// user does then goes aside with the history the import replaces: the app says so, and where,
/// instead of seeming to undo it.
@MainActor
@Suite struct ImportWhileActingTests {
    static let session = EveryReaderTests.fixtures.appendingPathComponent("sessions/valid.json").path
    static let catalog = SystemTimeZones.catalog()

    func files(_ store: Store<AppState, AppAction, AppEffect>, folder: StateFolder, database: Bool) -> FileCommands {
        FileCommands(
            store: store, loader: FileLoader(catalog: Self.catalog), environment: .live, stateFolder: folder,
            replaceKeepingAside: { _, replace in
                guard database else { return false }
                replace()
                return true
            })
    }

    func imported(_ store: Store<AppState, AppAction, AppEffect>, database: Bool, actingMeanwhile: Bool) async throws -> UserMessage? {
        let folder = try EveryReaderTests().temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let files = files(store, folder: folder, database: database)
        await withCheckedContinuation { done in
            files.importSession(from: Self.session) { done.resume() }
            // The file is read on another thread; this comes before its answer.
            if actingMeanwhile { store.send(.clockList(.sortOrderChosen(.byName))) }
        }
        #expect(store.label(ofStep: 0) != "", "the import replaced the history")
        return store.state.viewState.message
    }

    @Test(arguments: [true, false])
    func stepsMadeWhileTheFileIsReadAreSaidKeptAside(database: Bool) async throws {
        let store = EveryReaderTests().makeStore()
        let message = try #require(try await imported(store, database: database, actingMeanwhile: true))
        if database {
            #expect(message == FileMessages.keptInDatabase)
        } else {
            #expect(message.text.hasPrefix("What you did while the session was being read is kept aside with the history it replaced, in "))
            #expect(message.text.contains("/kept/before-import-"), "\(message.text)")
        }
    }

    @Test(arguments: [true, false])
    func anImportNobodyActedDuringSaysOnlyThatItImported(database: Bool) async throws {
        let store = EveryReaderTests().makeStore()
        let message = try await imported(store, database: database, actingMeanwhile: false)
        #expect(message?.text.hasPrefix("Session imported from ") == true, "\(message?.text ?? "nothing said")")
    }
}
