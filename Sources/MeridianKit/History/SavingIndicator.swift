import CGtk
import MeridianKitCore

/// The History bar's word on saving (`SavingNotice`): while saving fails, a warning button
/// whose popover says why, how many steps wait, what to do, and offers to try now; once saving
/// works again, a note the user puts away. Nothing while every step is saved.
///
/// It shows a condition of the machine, not the state: the bar keeps it beside its
/// time-travelled parts, so no jump, import or message hides it.
///
/// Described (`view(_:)`): the warning is a popover button whose popover says why.
@MainActor
final class SavingIndicator {
    /// Runs when the user asks to try saving now.
    var onTryNow: (@MainActor () -> Void)?
    /// Runs when the user puts the note away.
    var onDismiss: (@MainActor () -> Void)?
    private let words: HistoryWords
    /// Why saving failed last, and how many steps waited: what the popover still says while it
    /// closes after saving works again.
    private var failing = (reason: "", steps: 0)
    /// The warning, whose popover Try Now closes.
    private let warning = WidgetReference()

    /// The indicator in the app's `words`.
    init(words: HistoryWords) {
        self.words = words
    }

    /// The warning and the note, side by side; each hidden while it has nothing to say.
    func view(_ notice: SavingNotice) -> View {
        var savedAgain: Int?
        var isFailing = false
        switch notice {
        case .quiet: break
        case .notSaved(let reason, let steps):
            failing = (reason, steps)
            isFailing = true
        case .savedAgain(let steps): savedAgain = steps
        }
        let note = savedAgain.map(words.savedAgain) ?? ""
        return HBox(spacing: 6) {
            PopoverButton {
                HBox(spacing: 4) {
                    Image(icon: "dialog-warning-symbolic")
                    Label(words.notSaved, overflow: .whole)
                }
            } popover: {
                popoverView()
            }
            // Why saving fails, but not over the open popover (the kind hides it meanwhile).
            .tooltip(notice.warningTooltip(isPopoverOpen: false))
            .styleClass("saving-failed").accessibleName("\(words.notSaved): \(failing.reason)", when: isFailing)
            .visible(isFailing)
            .reference(warning)
            HBox(spacing: 4) {
                Image(icon: "object-select-symbolic")
                // A screen reader announces the note when it appears, as a notification.
                Label(note).maximumWidth(characters: 32).tooltip(savedAgain == nil ? nil : note).accessibleRole(.notification)
                Button(icon: "window-close-symbolic", name: words.dismiss, flat: true) { [unowned self] in self.onDismiss?() }
                    .accessibleName(savedAgain == nil ? words.dismiss : "\(words.dismiss): \(note)")
            }
            .visible(savedAgain != nil)
        }
        .visible(isFailing || savedAgain != nil)
    }

    /// What the popover says: why saving fails, how many steps wait, and Try Now.
    private func popoverView() -> View {
        VBox(spacing: 6) {
            Label(failing.reason, overflow: .wrap).maximumWidth(characters: 48)
            Label(words.notSavedDetail(failing.steps), overflow: .wrap).maximumWidth(characters: 48).styleClass("dim-label")
            Button(words.tryNow) { [unowned self] in
                self.warning.closePopover()
                self.onTryNow?()
            }
            .align(horizontal: .end)
        }
        .margins(12)
    }
}
