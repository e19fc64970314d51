import MeridianKitCore
import Testing

/// A question the window waits on: answered once, and set aside, unanswered, by a newer one.
struct AskedQuestionTests {
    typealias Asked = AskedQuestion<String, Bool>

    @Test func aQuestionIsAnsweredOnceAndANewerOneSetsTheWaitingOneAside() {
        var asked = Asked()
        #expect(asked.apply(.answered(true)) == [], "no question, no answer")
        #expect(asked.apply(.asked("Replace with a.json?")) == [])
        #expect(asked.waiting == "Replace with a.json?")
        #expect(asked.apply(.asked("Replace with b.json?")) == [.setAside("Replace with a.json?")])
        #expect(asked.apply(.answered(false)) == [.answered("Replace with b.json?", false)])
        #expect(asked == Asked())
        #expect(asked.apply(.answered(true)) == [], "a second click on a question going away")
    }
}
