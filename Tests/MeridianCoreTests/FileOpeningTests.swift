import MeridianCore
import Testing

/// Opening a file does what the window's command for its kind does, wherever it comes from.
@Suite struct FileOpeningTests {
    @Test func eachKindOpensAsItsOwnCommandDoes() {
        #expect(FileOpening(path: "/s.json", kind: .session) == .importSession(path: "/s.json"))
        #expect(FileOpening(path: "/a.json", kind: .snapshot) == .importSnapshot(path: "/a.json"))
        #expect(FileOpening(path: "/a.ogv", kind: nil) == .openMedia(path: "/a.ogv"))
        #expect(FileOpening(path: "/a.ogv", kind: nil).path == "/a.ogv")
    }

    /// Asked once the file is read: it names the file and what it holds, for files can come
    /// one after another from outside the window.
    @Test func aSessionAsksBeforeReplacingAHistoryWithAStepNamingTheFileAndItsSteps() throws {
        let question = try #require(HistoryReplacementQuestion.beforeImporting("long.json", steps: 1000, over: 2))
        #expect(question.question == "Replace the history with “long.json” — 1000 steps?")
        #expect(HistoryReplacementQuestion.beforeImporting("one.json", steps: 1, over: 40)?.question == "Replace the history with “one.json” — 1 step?")
        #expect(question.detail.contains("kept aside"))
        #expect(question.accept == "Replace History")
        // Step 0 alone is the launch's state: nothing the user did goes aside.
        #expect(HistoryReplacementQuestion.beforeImporting("long.json", steps: 1000, over: 1) == nil)
    }
}

/// Files handed over one after another are opened in turn, none dropped.
@Suite struct FileOpeningQueueTests {
    @Test func aFileThatComesWhileAnotherIsOpeningWaitsItsTurn() {
        var queue = FileOpeningQueue()
        #expect(queue.arrive(.importSession(path: "/first.json")) == .importSession(path: "/first.json"))
        #expect(queue.arrive(.importSession(path: "/second.json")) == nil)
        #expect(queue.arrive(.importSnapshot(path: "/third.json")) == nil)
        #expect(queue.waiting == [.importSession(path: "/second.json"), .importSnapshot(path: "/third.json")])
        #expect(queue.finish() == .importSession(path: "/second.json"))
        #expect(queue.current == .importSession(path: "/second.json"))
        #expect(queue.finish() == .importSnapshot(path: "/third.json"))
        #expect(queue.finish() == nil)
        #expect(queue.current == nil && queue.waiting.isEmpty)
        // Free again, the next file begins at once.
        #expect(queue.arrive(.openMedia(path: "/clip.ogv")) == .openMedia(path: "/clip.ogv"))
    }
}

/// What `meridian open` says on its terminal of a file it handed to the window.
@Suite struct FileOpeningOutcomeTests {
    @Test func everyOutcomeIsSaidNamingTheFileAndOnlyARefusalFails() {
        let outcomes: [FileOpeningOutcome] = [.openedSession(steps: 3), .importedSnapshot, .openedMedia, .asking, .waiting(behind: "a.json")]
        for outcome in outcomes {
            let lines = outcome.lines(file: "long.json")
            #expect(lines.count == 1 && lines[0].hasPrefix("long.json: "), "\(outcome)")
            #expect(outcome.exitStatus == 0, "\(outcome)")
        }
        #expect(FileOpeningOutcome.openedSession(steps: 1).lines(file: "s.json") == ["s.json: opened in the Meridian window, a history of 1 step"])
        #expect(FileOpeningOutcome.waiting(behind: "a.json").lines(file: "b.json") == [
            "b.json: waits in the Meridian window until “a.json” is opened or declined"
        ])
        let refused = FileOpeningOutcome.refused(FileError([FileProblem(path: "version", message: "is missing"), FileProblem(path: "", message: "bad")]))
        #expect(refused.exitStatus == 1)
        #expect(refused.lines(file: "x.json").count == 2 && refused.lines(file: "x.json").allSatisfy { $0.hasPrefix("x.json: ") })
    }
}
