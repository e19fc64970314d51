import Foundation
@testable import MeridianStore
import Testing

/// A long log read from a file comes in parts (one per core that read it), and is never held
/// twice: not joined, and let go of part by part as a restore records it.
@MainActor
@Suite struct ActionPartsTests {
    /// A store of `count` entries: steps of notes added, with the clock's ticks between them.
    func longStore(_ count: Int) -> Store<Notes, NotesAction, NotesEffect> {
        let store = makeNotesStore(checkpointInterval: 64)
        for index in 0..<count {
            store.send(index % 5 == 0 ? .add("note \(index)") : .tick(index))
        }
        return store
    }

    /// The archive with its actions cut into `parts` parts, as a file read on several cores is.
    func inParts(_ archive: HistoryArchive<Notes, NotesAction>, _ parts: Int) -> HistoryArchive<Notes, NotesAction> {
        var cut = archive
        let actions = archive.actions
        let size = (actions.count + parts - 1) / parts
        cut.actionParts = stride(from: 0, to: actions.count, by: size).map { Array(actions[$0..<min($0 + size, actions.count)]) }
        return cut
    }

    @Test func anArchiveInPartsIsTheArchiveWhole() throws {
        let whole = try longStore(1_000).archive()
        let parts = inParts(whole, 7)
        #expect(parts.actionParts.count == 7)
        #expect(parts == whole)
        #expect(parts.actionCount == whole.actions.count && parts.entryCount == whole.entryCount)
        #expect(Array(parts.actionsInOrder) == whole.actions)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(parts) == encoder.encode(whole), "written as one log")
        var changed = parts
        changed.actionParts[6][0] = .tick(-1)
        #expect(changed != whole)
    }

    @Test func appendingToAnArchiveInPartsJoinsThemOnce() throws {
        let whole = try longStore(100).archive()
        var parts = inParts(whole, 3)
        parts.actions.append(.tick(1_000))
        parts.actions.append(.tick(1_001))
        #expect(parts.actionParts.count == 1)
        #expect(parts.actions == whole.actions + [.tick(1_000), .tick(1_001)])
    }

    @Test func aRestoreHandedTheArchiveLetsGoOfItsActionsAndRestoresTheSame() throws {
        let original = longStore(3_000)
        var handedOver = inParts(try original.archive(), 5)
        let reader = HistoryArchiveReader<Notes, NotesAction>(
            rules: NotesHistory.rules(checkpointInterval: 64), replay: { state, action in _ = NotesReducer().reduce(into: &state, action: action) },
            isEqual: { $0 == $1 })
        let restored = try reader.read(takingActionsOf: &handedOver)
        #expect(handedOver.actionParts == [[]], "the parts went to the history")

        let store = makeNotesStore(checkpointInterval: 64)
        store.replaceHistory(with: RestoredHistory(restored: restored))
        #expect(store.timeline == original.timeline.afterOneReplacement)
        #expect(store.state == original.state)
        for step in stride(from: 0, to: original.timeline.stepCount, by: 97) {
            #expect(try store.state(atStep: step) == original.state(atStep: step))
        }
    }

    /// Checking a log makes a history that lets go of its entries as it goes (the archive holds
    /// them): past the point where it does, the log's problems are still found.
    @Test func checkingALongLogStillFindsItsProblems() throws {
        let count = History<Notes, NotesAction>.entriesForgottenAtOnce + 5_000
        var archive = inParts(try longStore(count).archive(), 4)
        try archive.validateLog(rules: NotesHistory.rules(checkpointInterval: 64))
        let steps = archive.stepTimes.milliseconds.count
        archive.cursor = HistoryArchive.Cursor(step: steps + 3, scope: NotesHistory.document.id)
        #expect(throws: HistoryArchiveError.self) { try archive.validateLog(rules: NotesHistory.rules(checkpointInterval: 64)) }
    }
}
