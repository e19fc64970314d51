import CGtk
import MeridianKitCore

/// The History bar's word on saving (`SavingNotice`): while saving fails, a warning button
/// whose popover says why, how many steps wait, what to do, and offers to try now; once saving
/// works again, a note the user puts away. Nothing while every step is saved.
///
/// It shows a condition of the machine, not the state: the bar keeps it beside its
/// time-travelled parts, so no jump, import or message hides it.
@MainActor
public final class SavingIndicator {
    /// The warning and the note, side by side; each hidden while it has nothing to say.
    public let root: Widget
    /// Runs when the user asks to try saving now.
    public var onTryNow: (@MainActor () -> Void)?
    /// Runs when the user puts the note away.
    public var onDismiss: (@MainActor () -> Void)?
    private let words: HistoryWords
    private let warning: Widget
    private let reason = Widgets.label("", overflow: .wrap)
    private let detail = Widgets.label("", classes: ["dim-label"], overflow: .wrap)
    private let note: Widget
    private let noteText = Widgets.label("", overflow: .ellipsize)
    private let dismiss: Widget
    private var shown = SavingNotice.quiet

    /// The indicator in the app's `words`; it lives as long as its widgets.
    public init(words: HistoryWords) {
        self.words = words
        warning = gtk_menu_button_new()
        gtk_container_add(
            warning.cast(),
            Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [
                gtk_image_new_from_icon_name("dialog-warning-symbolic", GTK_ICON_SIZE_BUTTON), Widgets.label(words.notSaved, overflow: .whole),
            ]))
        Widgets.addClass(warning, "saving-failed")
        let tryNow = gtk_button_new_with_label(words.tryNow)!
        let popover = gtk_popover_new(warning)!
        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [reason, detail, tryNow])
        gtk_label_set_max_width_chars(reason.cast(), 48)
        gtk_label_set_max_width_chars(detail.cast(), 48)
        gtk_widget_set_halign(tryNow, GTK_ALIGN_END)
        Widgets.margins(content, 12)
        gtk_container_add(popover.cast(), content)
        gtk_widget_show_all(content)
        gtk_menu_button_set_popover(warning.cast(), popover)

        let dismiss = Widgets.iconButton("window-close-symbolic", accessibleName: words.dismiss)
        gtk_button_set_relief(dismiss.cast(), GTK_RELIEF_NONE)
        note = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [
            gtk_image_new_from_icon_name("object-select-symbolic", GTK_ICON_SIZE_BUTTON), noteText, dismiss,
        ])
        gtk_label_set_max_width_chars(noteText.cast(), 32)
        // A screen reader announces the note when it appears, as a notification.
        atk_object_set_role(gtk_widget_get_accessible(noteText), ATK_ROLE_NOTIFICATION)
        self.dismiss = dismiss
        root = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [warning, note])
        // Shown whole now, then hidden: the window's show_all must not show what has nothing
        // to say, and leaves alone what is marked so (and what is inside it).
        gtk_widget_show_all(root)
        for part in [root, warning, note] {
            gtk_widget_set_no_show_all(part, 1)
            Widgets.setVisible(part, false)
        }
        onSignal(tryNow, "clicked") { [unowned self] in
            gtk_popover_popdown(popover.cast())
            self.onTryNow?()
        }
        onSignal(dismiss, "clicked") { [unowned self] in self.onDismiss?() }
        WidgetLifetime(of: root).keepAlive(self)
    }

    /// Shows `notice`; nothing is set when it is what is shown.
    public func show(_ notice: SavingNotice) {
        guard notice != shown else { return }
        shown = notice
        switch notice {
        case .quiet:
            break
        case .notSaved(let why, let steps):
            Widgets.setLabel(reason, why)
            Widgets.setLabel(detail, words.notSavedDetail(steps))
            Widgets.setAccessibleName(warning, "\(words.notSaved): \(why)")
            gtk_widget_set_tooltip_text(warning, why)
        case .savedAgain(let steps):
            Widgets.setLabel(noteText, words.savedAgain(steps))
            gtk_widget_set_tooltip_text(noteText, words.savedAgain(steps))
            Widgets.setAccessibleName(dismiss, "\(words.dismiss): \(words.savedAgain(steps))")
        }
        let (isFailing, isNoted) = (notice.isFailing, notice.isNote)
        Widgets.setVisible(warning, isFailing)
        Widgets.setVisible(note, isNoted)
        Widgets.setVisible(root, isFailing || isNoted)
    }
}

extension SavingNotice {
    fileprivate var isFailing: Bool { if case .notSaved = self { true } else { false } }
    fileprivate var isNote: Bool { if case .savedAgain = self { true } else { false } }
}
