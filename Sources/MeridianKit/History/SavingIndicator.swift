import CGtk
import MeridianKitCore

/// The History bar's word on saving (`SavingNotice`): while saving fails, a warning button
/// whose popover says why, how many steps wait, what to do, and offers to try now; while
/// autosave is off, the same warning, saying why and that what the user does lasts until the
/// app quits; once saving works again, a note the user puts away. Nothing while every step
/// is saved.
///
/// It shows a condition of the machine, not the state: the bar keeps it beside its
/// time-travelled parts, so no jump, import or message hides it.
///
/// Described (`view(_:)`): the warning is a popover button whose popover says why.
@MainActor
final class SavingIndicator {
    /// Runs when the user asks to try saving now.
    var onTryNow: (@MainActor () -> Void)?
    /// Runs when the user asks to export the session from the popover: what is not saved can
    /// still be kept in a file. No button without it.
    var onExport: (@MainActor () -> Void)?
    /// Runs when the user puts the note away.
    var onDismiss: (@MainActor () -> Void)?
    private let words: HistoryWords
    /// Why saving failed last, how many steps waited, and whether autosave is off (nothing is
    /// tried until the next launch): what the popover still says while it closes after saving
    /// works again.
    private var failing = (reason: "", steps: 0, isOff: false)
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
            failing = (reason, steps, false)
            isFailing = true
        case .off(let reason):
            failing = (reason, 0, true)
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

    /// What the popover says: why saving fails, how many steps wait, and Try Now (or why
    /// autosave is off, and what that means); and Export Session, to keep what is not saved.
    private func popoverView() -> View {
        VBox(spacing: 6) {
            Label(failing.reason, overflow: .wrap).maximumWidth(characters: 48)
            Label(failing.isOff ? words.offDetail : words.notSavedDetail(failing.steps), overflow: .wrap).maximumWidth(characters: 48)
                .styleClass("dim-label")
            HBox(spacing: 6) {
                Button(words.exportSession) { [unowned self] in
                    self.warning.closePopover()
                    self.onExport?()
                }
                .visible(onExport != nil)
                Button(words.tryNow) { [unowned self] in
                    self.warning.closePopover()
                    self.onTryNow?()
                }
                .visible(!failing.isOff)
            }
            .align(horizontal: .end)
        }
        .margins(12)
    }
}
