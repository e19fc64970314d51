import CGtk
import MeridianKitCore

/// The History bar's word on saving (`SavingNotice`): while saving fails, a warning button
/// whose popover says why, how many steps wait, what to do, and offers to try now; once saving
/// works again, a note the user puts away. Nothing while every step is saved.
///
/// It shows a condition of the machine, not the state: the bar keeps it beside its
/// time-travelled parts, so no jump, import or message hides it.
///
/// Described (`view(_:)`), but for the warning's menu button and its popover, which no
/// described kind makes (the kind wanted: a menu button with a popover): they are made here,
/// and what the popover says is described in a host of its own.
@MainActor
final class SavingIndicator {
    /// Runs when the user asks to try saving now.
    var onTryNow: (@MainActor () -> Void)?
    /// Runs when the user puts the note away.
    var onDismiss: (@MainActor () -> Void)?
    private let words: HistoryWords
    /// What the warning's popover says, once the warning is made.
    private var popover: ViewHost?
    private var failing = (reason: "", steps: 0)
    /// What the indicator shows now, for the warning's tooltip as its popover opens and closes.
    private var notice = SavingNotice.quiet
    private var warning: Widget?
    private var tooltipShown: String?

    /// The indicator in the app's `words`.
    init(words: HistoryWords) {
        self.words = words
    }

    /// The warning and the note, side by side; each hidden while it has nothing to say.
    func view(_ notice: SavingNotice) -> View {
        var failing: (reason: String, steps: Int)?
        var savedAgain: Int?
        switch notice {
        case .quiet: break
        case .notSaved(let reason, let steps): failing = (reason, steps)
        case .savedAgain(let steps): savedAgain = steps
        }
        let note = savedAgain.map(words.savedAgain) ?? ""
        return HBox(spacing: 6) {
            Custom("saving-warning", make: { [unowned self] in self.makeWarning() }, update: { [unowned self] _ in
                self.notice = notice
                self.showWhy(failing)
                self.showTooltip()
            })
            .styleClass("saving-failed").accessibleName("\(words.notSaved): \(failing?.reason ?? "")", when: failing != nil)
            .visible(failing != nil)
            HBox(spacing: 4) {
                Image(icon: "object-select-symbolic")
                // A screen reader announces the note when it appears, as a notification.
                Label(note).maximumWidth(characters: 32).tooltip(savedAgain == nil ? nil : note).accessibleRole(.notification)
                Button(icon: "window-close-symbolic", name: words.dismiss, flat: true) { [unowned self] in self.onDismiss?() }
                    .accessibleName(savedAgain == nil ? words.dismiss : "\(words.dismiss): \(note)")
            }
            .visible(savedAgain != nil)
        }
        .visible(failing != nil || savedAgain != nil)
    }

    /// The warning: a menu button with the warning's sign and words, whose popover says why.
    private func makeWarning() -> Widget {
        let button = gtk_menu_button_new()!
        let face = ViewHost {
            HBox(spacing: 4) {
                Image(icon: "dialog-warning-symbolic")
                Label(self.words.notSaved, overflow: .whole)
            }
        }
        gtk_container_add(button.cast(), face.widget)
        let popover = gtk_popover_new(button)!
        let content = ViewHost { [unowned self] in self.popoverView(closing: popover) }
        gtk_container_add(popover.cast(), content.widget)
        gtk_menu_button_set_popover(button.cast(), popover)
        self.popover = content
        warning = button
        onSignal(button, "toggled") { [unowned self] in self.showTooltip() }
        return button
    }

    /// Why saving fails as the warning's tooltip, but not over its open popover
    /// (`SavingNotice.warningTooltip`).
    private func showTooltip() {
        guard let warning else { return }
        let isOpen = gtk_toggle_button_get_active(warning.cast()) != 0
        let tooltip = notice.warningTooltip(isPopoverOpen: isOpen)
        guard tooltip != tooltipShown else { return }
        tooltipShown = tooltip
        gtk_widget_set_tooltip_text(warning, tooltip)
    }

    private func popoverView(closing popover: Widget) -> View {
        VBox(spacing: 6) {
            Label(failing.reason, overflow: .wrap).maximumWidth(characters: 48)
            Label(words.notSavedDetail(failing.steps), overflow: .wrap).maximumWidth(characters: 48).styleClass("dim-label")
            Button(words.tryNow) { [unowned self] in
                gtk_popover_popdown(popover.cast())
                self.onTryNow?()
            }
            .align(horizontal: .end)
        }
        .margins(12)
    }

    /// The popover says why saving fails, and how many steps wait; what it said last while it
    /// no longer fails.
    private func showWhy(_ failing: (reason: String, steps: Int)?) {
        guard let failing, failing != self.failing else { return }
        self.failing = failing
        popover?.update()
    }
}
