@testable import MeridianStore
import Testing

/// Each ended step's answer for Undo, two bits a step: found by words, kept by group.
struct StepChangesTests {
    static func changes(_ answers: [Bool?]) -> StepChanges {
        var changes = StepChanges()
        for answer in answers { changes.append(answer) }
        return changes
    }

    @Test func theLatestChangeOrUnknownStepIsFoundAcrossWords() {
        var answers = [Bool?](repeating: false, count: 300)
        answers[3] = true
        answers[70] = true
        answers[200] = nil
        let changes = Self.changes(answers)
        #expect(changes[3] == true && changes[4] == false && changes[200] == nil && changes[300] == nil)
        #expect(changes.latest(in: 0..<300)! == (step: 200, isKnown: false))
        #expect(changes.latest(in: 0..<200)! == (step: 70, isKnown: true))
        #expect(changes.latest(in: 4..<70) == nil)
        #expect(changes.latest(in: 0..<4)! == (step: 3, isKnown: true))
        #expect(!changes.isComplete)
        #expect(Self.changes([false, true, false]).isComplete)
    }

    @Test func groupsGoToStorageAndComeBack() {
        let size = StepChanges.groupSize
        var answers = (0..<size + 10).map { step -> Bool? in step % 7 == 0 ? true : step % 11 == 0 ? nil : false }
        var kept = Self.changes(answers)
        // A first slice takes every group; later ones, the groups of the steps that ended since.
        #expect(kept.takeChangedGroups(from: 0).map(\.group) == [0, 1])
        #expect(kept.takeChangedGroups(from: size + 9).map(\.group) == [1])
        #expect(kept.takeChangedGroups(from: size + 11).isEmpty)
        // A search's answers are taken once, with their group.
        kept.set(11, changed: true)
        answers[11] = true
        #expect(kept.takeChangedGroups(from: .max).map(\.group) == [0])
        #expect(kept.takeChangedGroups(from: .max).isEmpty)
        // Read back into a history that knows nothing of its steps: the same answers.
        var read = Self.changes([Bool?](repeating: nil, count: size + 10))
        read.adopt(group: 0, kept.group(0))
        read.adopt(group: 1, kept.group(1))
        #expect((0..<size + 10).map { read[$0] } == answers)
        // What is known already is not overwritten by what storage kept.
        var live = Self.changes([true])
        live.adopt(group: 0, Self.changes([false]).group(0))
        #expect(live[0] == true)
    }
}
