import MeridianCore
import Testing

/// Opening a file does what the window's command for its kind does, wherever it comes from.
@Suite struct FileOpeningTests {
    @Test func aSessionAsksBeforeReplacingAHistoryWithAStepAndOnlyThen() {
        #expect(FileOpening(path: "/s.json", kind: .session, stepCount: 2) == .importSession(path: "/s.json", asking: .importingSession))
        // Step 0 alone is the launch's state: nothing the user did goes aside.
        #expect(FileOpening(path: "/s.json", kind: .session, stepCount: 1) == .importSession(path: "/s.json", asking: nil))
        #expect(FileOpening.importingSession(path: "/s.json", stepCount: 40) == .importSession(path: "/s.json", asking: .importingSession))
    }

    @Test func aSnapshotOrMediaIsAStepUndoTakesBackAndAsksNothing() {
        #expect(FileOpening(path: "/a.json", kind: .snapshot, stepCount: 9) == .importSnapshot(path: "/a.json"))
        #expect(FileOpening(path: "/a.ogv", kind: nil, stepCount: 9) == .openMedia(path: "/a.ogv"))
    }

    @Test func theQuestionSaysTheHistoryIsKeptAside() {
        let question = HistoryReplacementQuestion.importingSession
        #expect(question.question == "Replace the history with the imported session?")
        #expect(question.detail.contains("kept aside"))
        #expect(question.accept == "Replace History")
    }
}
