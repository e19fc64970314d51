import MeridianKitCore
import Testing

@Suite struct SavingNoticeTests {
    /// The warning's tooltip says why saving fails, but not over its open popover (which says
    /// it already, beside its Try Now button).
    @Test func theTooltipIsWhySavingFailsWhileThePopoverIsClosed() {
        let failing = SavingNotice.notSaved(reason: "the disk is full", unsavedSteps: 2)
        #expect(failing.warningTooltip(isPopoverOpen: false) == "the disk is full")
        #expect(failing.warningTooltip(isPopoverOpen: true) == nil)
        #expect(SavingNotice.quiet.warningTooltip(isPopoverOpen: false) == nil)
        #expect(SavingNotice.savedAgain(steps: 2).warningTooltip(isPopoverOpen: false) == nil)
    }
}
