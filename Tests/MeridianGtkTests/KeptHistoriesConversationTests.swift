import MeridianKit
import MeridianKitStorage
import Testing

/// The Kept Histories dialog as a value: opened, it reads the histories; Forget… asks, and only
/// a yes forgets; a problem is told over the dialog; Bring Back closes it and says which.
struct KeptHistoriesConversationTests {
    let older = KeptHistorySummary(id: 1, keptAt: 1_000, reason: "before-import", steps: 3, firstStepTime: 10, lastStepTime: 20, ownBytes: 4096)
    let newer = KeptHistorySummary(id: 2, keptAt: 2_000, reason: "fresh", steps: 9, firstStepTime: 30, lastStepTime: 40, ownBytes: 8192)

    @Test func openedItReadsTheHistoriesAndClosedItForgetsWhatItShowed() {
        var dialog = KeptHistoriesConversation()
        #expect(dialog.apply(.opened) == [.list])
        #expect(dialog.isOpen && dialog.listing == .reading)
        #expect(dialog.apply(.opened) == [], "open already: nothing read twice")
        _ = dialog.apply(.listed([older, newer]))
        #expect(dialog.listing == .kept([older, newer]))
        _ = dialog.apply(.forgetPressed(older))
        #expect(dialog.apply(.closed) == [])
        #expect(dialog == KeptHistoriesConversation(), "closed every way alike: nothing asked when it opens again")
        #expect(dialog.apply(.listed([older])) == [] && dialog.listing == .reading, "a read landing after the close changes nothing")
    }

    @Test func forgetAsksAndOnlyYesForgetsThenTheListIsReadAgain() {
        var dialog = KeptHistoriesConversation()
        _ = dialog.apply(.opened)
        _ = dialog.apply(.listed([older, newer]))
        #expect(dialog.apply(.forgetPressed(older)) == [])
        #expect(dialog.forgetting == older)
        #expect(dialog.apply(.forgetAnswered(false)) == [])
        #expect(dialog.forgetting == nil)
        _ = dialog.apply(.forgetPressed(older))
        #expect(dialog.apply(.forgetAnswered(true)) == [.forget(older)])
        #expect(dialog.apply(.forgot) == [.list])
        #expect(dialog.apply(.forgetAnswered(true)) == [], "no question up: no answer")
    }

    @Test func aProblemIsToldOverTheDialogAndBringingBackClosesItAndSaysWhich() {
        var dialog = KeptHistoriesConversation()
        _ = dialog.apply(.opened)
        _ = dialog.apply(.listed([older, newer]))
        #expect(dialog.apply(.bringBackPressed(newer)) == [.bringBack(newer)])
        #expect(dialog.apply(.failed("The disk is full.")) == [.list])
        #expect(dialog.isOpen && dialog.problem == "The disk is full.")
        _ = dialog.apply(.problemClosed)
        #expect(dialog.problem == nil)
        #expect(dialog.apply(.broughtBack(newer)) == [.tellBroughtBack(newer)])
        #expect(!dialog.isOpen)
    }
}
