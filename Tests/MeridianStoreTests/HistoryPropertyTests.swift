import Foundation
import MeridianStore
import Testing
import TestSupport

/// Random sessions of actions and jumps, checked against `ReferenceHistory`.
@MainActor
@Suite struct HistoryPropertyTests {
    static let scopes = ["everything": HistoryScope<Notes>.everything, "document": NotesHistory.document, "view": NotesHistory.view]

    /// One random thing a user or the app does.
    enum Move {
        case send(NotesAction)
        case jump(step: Int, scope: String)
    }

    static func randomMove(_ random: inout SeededRandom, stepCount: Int) -> Move {
        let n = Int.random(in: 0..<8, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .send(.add("n\(n)"))
        case 1: return .send(.remove(n % 3))
        case 2: return .send(.select(n < 6 ? n : nil))
        case 3: return .send(.scroll(Double(n)))
        case 4: return .send(.type(String(repeating: "t", count: n)))
        case 5, 6: return .send(.tick(n))
        case 7: return .send(.ping(n))
        default:
            let scope = ["everything", "document", "view"].randomElement(using: &random) ?? "everything"
            return .jump(step: Int.random(in: -1...stepCount, using: &random), scope: scope)
        }
    }

    /// Plays the same random session on a store and on the reference.
    func play(seed: UInt64, length: Int) -> (Store<Notes, NotesAction, NotesEffect>, ReferenceHistory) {
        var random = SeededRandom(seed: seed)
        let store = makeNotesStore(checkpointInterval: Int.random(in: 1...9, using: &random))
        var reference = ReferenceHistory()
        for _ in 0..<length {
            switch Self.randomMove(&random, stepCount: reference.stepCount) {
            case .send(let action):
                store.send(action)
                reference.send(action)
            case .jump(let step, let scope):
                store.jump(to: step, scope: Self.scopes[scope] ?? .everything)
                reference.jump(to: step, scope: scope)
            }
        }
        return (store, reference)
    }

    @Test func theStoreAgreesWithTheReferenceOnEveryStep() throws {
        for seed in UInt64(1)...300 {
            let (store, reference) = play(seed: seed, length: Int(seed % 120) + 1)
            #expect(store.timeline.stepCount == reference.stepCount, "seed \(seed)")
            #expect(store.state == reference.shown, "seed \(seed)")
            #expect(store.present == reference.present, "seed \(seed)")
            #expect(store.isPreviewing == (reference.preview != nil), "seed \(seed)")
            for step in 0..<min(store.timeline.stepCount, reference.stepCount) {
                #expect(try store.state(atStep: step) == reference.state(atStep: step), "seed \(seed), step \(step)")
            }
        }
    }

    @Test func replayReproducesEveryCheckpoint() throws {
        for seed in UInt64(1000)...1300 {
            let (store, _) = play(seed: seed, length: 150)
            #expect(try store.verify() == nil, "seed \(seed)")
        }
    }

    @Test func jumpingToAThenBIsJumpingToB() throws {
        var random = SeededRandom(seed: 7)
        for seed in UInt64(2000)...2200 {
            let (store, _) = play(seed: seed, length: 80)
            store.returnToPresent()
            let steps = store.timeline.stepCount
            let a = Int.random(in: 0..<steps, using: &random)
            let b = Int.random(in: 0..<steps, using: &random)
            let scope = [HistoryScope<Notes>.everything, NotesHistory.document, NotesHistory.view].randomElement(using: &random) ?? .everything
            store.jump(to: b, scope: scope)
            let direct = (store.state, store.timeline)
            store.returnToPresent()
            store.jump(to: a, scope: scope)
            store.jump(to: b, scope: scope)
            #expect(store.state == direct.0, "seed \(seed): \(a) then \(b)")
            #expect(store.timeline == direct.1, "seed \(seed): \(a) then \(b)")
        }
    }

    /// A jump reads its step's label on the way to the step's state: the label is the one
    /// the step gives when asked for alone.
    @Test func aJumpsLabelIsTheStepsOwn() throws {
        for seed in UInt64(4000)...4150 {
            let (store, _) = play(seed: seed, length: 120)
            store.returnToPresent()
            let labels = (0..<store.timeline.stepCount).map { store.label(ofStep: $0) }
            for (step, label) in labels.enumerated() {
                store.jump(to: step)
                #expect(store.label(ofStep: step) == label, "seed \(seed), step \(step)")
            }
        }
    }

    @Test func encodingRoundTripsRandomHistories() throws {
        for seed in UInt64(3000)...3100 {
            let (store, _) = play(seed: seed, length: 100)
            let data = try JSONEncoder().encode(store.archive())
            let restored = makeNotesStore()
            try restored.restoreHistory(from: JSONDecoder().decode(HistoryArchive<Notes, NotesAction>.self, from: data))
            #expect(restored.timeline == store.timeline.afterOneReplacement, "seed \(seed)")
            #expect(restored.state == store.state, "seed \(seed)")
            #expect(restored.present == store.present, "seed \(seed)")
        }
    }
}
