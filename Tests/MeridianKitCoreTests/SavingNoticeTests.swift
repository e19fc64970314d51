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

    /// Autosave off (it could not start) is a warning for as long as it is off, whatever the
    /// notice before; a failure to write is said first, as it is the newer news.
    @Test func autosaveOffIsAWarningUntilItIsOn() {
        let off = SavingNotice.quiet.next(failing: nil, off: "another process holds the folder", unsavedSteps: 3, isSaving: false)
        #expect(off == .off(reason: "another process holds the folder"))
        #expect(off.warningTooltip(isPopoverOpen: false) == "another process holds the folder")
        #expect(off.warningTooltip(isPopoverOpen: true) == nil)
        #expect(off.next(failing: nil, off: "another process holds the folder", unsavedSteps: 4, isSaving: false) == off)
        #expect(off.next(failing: "the disk is full", off: nil, unsavedSteps: 4, isSaving: false) == .notSaved(reason: "the disk is full", unsavedSteps: 4))
        #expect(off.next(failing: nil, unsavedSteps: 0, isSaving: false) == .quiet, "closed on quit: nothing to say")
    }
}
