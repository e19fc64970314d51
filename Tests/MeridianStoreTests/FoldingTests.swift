import Foundation
import MeridianStore
import Testing
import TestSupport

/// Time that passes costs nothing: replaceable transients replace one another between two
/// steps, plain ones are kept and nothing is replaced across them, a run too long is sealed,
/// and nothing a user can reach differs from the complete log.
@MainActor
@Suite struct FoldingTests {
    static let clock = HistoryPolicy.replaceable("clock")

    @Test func aDayOfTicksBetweenTwoStepsIsOneEntry() throws {
        let store = makeNotesStore(tick: Self.clock)
        store.send(.add("a"))
        for second in 1...86_400 { store.send(.tick(second)) }
        #expect(store.logCount == 1)  // the tick waits beside the log
        store.send(.add("b"))
        #expect(store.logCount == 3)  // add, the day's last tick, add
        #expect(store.present.clock == 86_400)
        #expect(try store.state(atStep: 1).clock == 86_400)
        #expect(try store.verify() == nil)
    }

    @Test func plainTransientsAreKeptAndNothingIsReplacedAcrossThem() throws {
        let rules = HistoryRules<Notes, NotesAction>(policy: { action in
            switch action {
            case .tick: .replaceable("clock")
            case .scroll: .transient
            default: .step
            }
        })
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules)
        store.send(.tick(1))
        store.send(.tick(2))
        store.send(.scroll(5))
        store.send(.tick(3))
        store.send(.tick(4))
        store.writeTransientRun()
        // tick 1 gave way to tick 2; the scroll is kept; tick 3 gave way to tick 4, not to tick 2.
        #expect(store.logCount == 3)
        #expect(try store.archive().actions == [.tick(2), .scroll(5), .tick(4)])
    }

    @Test func aLongRunOfPlainTransientsIsSealedIntoTheStateItLedTo() throws {
        let rules = HistoryRules<Notes, NotesAction>(
            policy: { if case .scroll = $0 { .transient } else { .step } }, checkpointInterval: 8)
        let store = Store(initialState: Notes(), reducer: NotesReducer(), history: rules)
        store.send(.add("a"))
        for y in 0..<1_000 { store.send(.scroll(Double(y))) }
        store.send(.add("b"))
        #expect(store.logCount <= 2 + 65)
        #expect(try store.state(atStep: 1).scroll == 999)
        #expect(try store.verify() == nil)
        let archive = try store.archive()
        #expect(archive.seals?.count == 1)
        let restored = Store(initialState: Notes(), reducer: NotesReducer(), history: rules)
        try restored.restoreHistory(from: JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: JSONEncoder().encode(archive)))
        #expect(try restored.state(atStep: 1) == store.state(atStep: 1))
        #expect(restored.present == store.present)
    }

    @Test func theRunJoinsTheLogWhenAStepBeginsOrAJournalAsks() throws {
        let store = makeNotesStore(tick: Self.clock)
        store.send(.tick(1))
        #expect(store.logCount == 0)
        #expect(try store.archive().actions == [.tick(1)])  // an export holds it
        #expect(try store.archiveSource(includingTransientRun: false).archive().actions == [])  // a journal's compaction does not
        store.writeTransientRun()
        #expect(store.logCount == 1)
        store.send(.tick(2))
        store.send(.select(0))
        #expect(try store.archive().actions == [.tick(1), .tick(2), .select(0)])
    }

    /// Random sessions of the Notes app, ticks declared replaceable: folded and kept whole,
    /// everything a user can reach agrees, whatever the checkpoint interval.
    @Test func foldingChangesNothingAUserCanReach() throws {
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed)
            let moves = (0..<Int.random(in: 1...150, using: &random)).map { _ in
                HistoryPropertyTests.randomMove(&random, stepCount: 20)
            }
            let rules = NotesHistory.rules(checkpointInterval: Int(seed % 9) + 1, tick: Self.clock)
            let divergence = rules.foldingDivergence(initialState: Notes(), reducer: NotesReducer()) { store in
                for move in moves {
                    switch move {
                    case .send(let action): store.send(action)
                    case .jump(let step, let scope): store.jump(to: step, scope: HistoryPropertyTests.scopes[scope] ?? .everything)
                    }
                }
            }
            #expect(divergence == nil, "seed \(seed)")
        }
    }

    @Test func aWrongDeclarationIsFoundByTheCheck() throws {
        // Adding appends: a later add does not overwrite an earlier one.
        var rules = NotesHistory.rules()
        rules.policy = { if case .add = $0 { .replaceable("add") } else { .step } }
        let divergence = rules.foldingDivergence(initialState: Notes(), reducer: NotesReducer()) { store in
            store.send(.add("a"))
            store.send(.add("b"))
            store.send(.select(0))
        }
        #expect(divergence != nil)
    }
}
