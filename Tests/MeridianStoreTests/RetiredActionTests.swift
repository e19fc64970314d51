import Foundation
import MeridianStore
import Testing

/// A log written before the kit kept its own view-state holds the History panel's actions among
/// the app's (`{"historyPanel":…}`, which the app's action no longer decodes). Each reads as an
/// entry that replays as nothing, at the entry it had: the steps, their labels, the returns and
/// the checkpoints after it stay where they were.
@MainActor
@Suite struct RetiredActionTests {
    static let panelAction = #"{"historyPanel":{"_0":{"inspectorToggled":{"isOpen":true}}}}"#

    /// A history whose log holds, where the panel's actions were, ticks that change nothing
    /// (the clock stays 0): the steps a log of before makes.
    func recorded() -> Store<Notes, NotesAction, NotesEffect> {
        let store = makeNotesStore(checkpointInterval: 3)
        store.send(.add("a"))
        store.send(.tick(0))
        store.send(.type("x"))
        store.send(.add("b"))
        store.jump(to: 1, scope: NotesHistory.document)
        store.send(.add("c"))
        store.send(.tick(0))
        store.send(.select(0))
        return store
    }

    /// The archive as the build before wrote it: the panel's actions among the app's.
    func writtenBefore(_ store: Store<Notes, NotesAction, NotesEffect>) throws -> Data {
        let json = String(decoding: try JSONEncoder().encode(store.archive()), as: UTF8.self)
        let before = json.replacingOccurrences(of: #"{"tick":{"_0":0}}"#, with: Self.panelAction)
        #expect(before != json)
        return Data(before.utf8)
    }

    @Test func thePanelsActionsOfALogWrittenBeforeReadAsNothingInTheirPlace() throws {
        let original = recorded()
        let archive = try JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: writtenBefore(original))
        // Entries: add a, the panel's, type, add b, the return, add c, the panel's, select.
        #expect(archive.retired == [1, 6])
        #expect(archive.entryCount == original.logCount)
        let restored = makeNotesStore(checkpointInterval: 3)
        try restored.restoreHistory(from: archive)
        #expect(restored.logCount == original.logCount)
        #expect(restored.timeline.stepCount == original.timeline.stepCount)
        #expect(restored.present == original.present)
        for step in 0..<original.timeline.stepCount {
            #expect(restored.label(ofStep: step) == original.label(ofStep: step))
            #expect(try restored.state(atStep: step) == original.state(atStep: step))
        }
        #expect(try restored.verify() == nil)

        // Written again, they stay in their places and read back as they were.
        let again = try JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: JSONEncoder().encode(restored.archive()))
        #expect(again.retired == [1, 6] && again.actions == archive.actions)
        let reread = makeNotesStore(checkpointInterval: 3)
        try reread.restoreHistory(from: again)
        #expect(reread.timeline.stepCount == original.timeline.stepCount && reread.present == original.present)
    }

    /// An action the app does not have that is not a retired one is still refused, as before.
    @Test func anUnknownActionIsStillRefused() throws {
        let json = String(decoding: try JSONEncoder().encode(recorded().archive()), as: UTF8.self)
        let unknown = json.replacingOccurrences(of: #"{"tick":{"_0":0}}"#, with: #"{"sideways":{}}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: Data(unknown.utf8)) }
    }

    /// The database keeps actions as JSON: a retired one's bytes are recognized, an app's are not.
    @Test func aRetiredActionsJSONIsRecognized() throws {
        #expect(HistoryRetiredAction.isRetired(json: Array(Self.panelAction.utf8)))
        #expect(HistoryRetiredAction.isRetired(json: HistoryRetiredAction.json))
        #expect(!HistoryRetiredAction.isRetired(json: Array(#"{"tick":{"_0":0}}"#.utf8)))
        #expect(!HistoryRetiredAction.isRetired(json: Array(#"{"historyPanel":{},"tick":{}}"#.utf8)))
        #expect(!HistoryRetiredAction.isRetired(json: Array("not json".utf8)))
    }
}
