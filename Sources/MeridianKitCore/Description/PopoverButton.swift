// A button that opens a popover holding a described view: what a menu of actions cannot say
// (why saving fails, and a button to try again).

/// What a popover button is: its face and what its popover holds are its two children; the
/// button itself has nothing else to say.
public struct PopoverButtonContent: ViewKind, Sendable {}

/// A button showing `face` that opens a popover holding `popover`, both described (their
/// widgets updated in place as the rest of the window's). While the popover is open, the
/// button's tooltip is not shown: it would cover the popover.
///
/// To close the popover from the code around it (a button in it that does what it offers),
/// describe the button with `.reference(_:)` and call the reference's `closePopover()`.
public func PopoverButton(face: () -> some ViewContent, popover: () -> some ViewContent) -> View {
    View(PopoverButtonContent(), children: [face().view, popover().view])
}
