import Foundation
import MeridianCore
@testable import MeridianFiles
@testable import MeridianGtk
import MeridianStore
import Testing

/// A session keeps the message bar's message with its state, as it stood when it was
/// exported: a second export holds the first one's "Session exported to …". Imported, that
/// message is about the file's moment, not this one: the import's own message shows instead.
@MainActor
@Suite struct ImportedMessageTests {
    static let catalog = SystemTimeZones.catalog()

    func files(_ store: Store<AppState, AppAction, AppEffect>, folder: StateFolder) -> FileCommands {
        FileCommands(
            store: store, loader: FileLoader(catalog: Self.catalog), environment: .live, stateFolder: folder,
            replaceKeepingAside: { _, replace in
                replace()
                return true
            })
    }

    /// A session whose present shows an earlier export's message.
    func sessionShowingAnExportMessage(in folder: StateFolder) async throws -> String {
        let store = EveryReaderTests().makeStore()
        store.send(.clockList(.sortOrderChosen(.byName)))
        store.send(.message(FileMessages.exported(.session, to: "/tmp/first.json", home: nil)))
        let path = folder.path + "/second.json"
        let written = await withCheckedContinuation { done in files(store, folder: folder).exportSession(to: path) { done.resume(returning: $0) } }
        #expect(written)
        return path
    }

    @Test func anImportedSessionDoesNotBringBackTheMessageItWasExportedWith() async throws {
        let folder = try EveryReaderTests().temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let session = try await sessionShowingAnExportMessage(in: folder)
        let store = EveryReaderTests().makeStore()
        let generation = store.timeline.generation
        await withCheckedContinuation { done in files(store, folder: folder).importSession(from: session) { done.resume() } }
        #expect(store.timeline.generation != generation, "the import replaced the history")
        #expect(store.state.viewState.master.sortOrder == .byName)
        #expect(store.state.viewState.message == FileMessages.importedSession(
            from: session, steps: store.timeline.lastStep, home: NSHomeDirectory()), "the import's own message")
    }

    @Test func theImportsOwnMessageTakesThePlaceOfTheImportedOne() {
        var imported = AppState.firstLaunch(now: Instant(millisecondsSince1970: 0), userTimeZone: "UTC")
        #expect(imported.actionsAfterImport(saying: nil) == [])
        #expect(imported.actionsAfterImport(saying: FileMessages.keptInDatabase) == [.message(FileMessages.keptInDatabase)])
        imported.viewState.message = FileMessages.exported(.session, to: "/tmp/first.json", home: nil)
        #expect(imported.actionsAfterImport(saying: nil) == [.messageDismissed])
        #expect(imported.actionsAfterImport(saying: FileMessages.keptInDatabase) == [.message(FileMessages.keptInDatabase)])
    }
}
