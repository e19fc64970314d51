import CGtk

/// Binds a combo box of `(id, title)` choices to a state value, by id. After the user chooses,
/// the box shows what the state then says.
@MainActor
public final class ChoiceBinding {
    /// The combo box, to put in a window.
    public let comboBox: Widget
    private var changed: SignalHandler?

    /// A combo box of `choices`, each shown by its title, named `accessibleName` for screen readers
    /// and in its tooltip. `state` reads the id the state holds; `onChoose` sends the one the user chose.
    public init(
        choices: [(id: String, title: String)], accessibleName: String, state: @escaping @MainActor () -> String,
        onChoose: @escaping @MainActor (String) -> Void
    ) {
        comboBox = Widgets.choiceBox()
        for choice in choices {
            gtk_combo_box_text_append(comboBox.cast(), choice.id, choice.title)
        }
        Widgets.setAccessibleName(comboBox, accessibleName)
        gtk_widget_set_tooltip_text(comboBox, accessibleName)
        changed = onSignal(comboBox, "changed") { [unowned self] in
            guard let id = gtk_combo_box_get_active_id(self.comboBox.cast()) else { return }
            onChoose(String(cString: id))
            self.apply(state())
        }
    }

    /// Shows the choice with `id`, without sending it back as the user's.
    public func apply(_ id: String) {
        if let current = gtk_combo_box_get_active_id(comboBox.cast()), String(cString: current) == id { return }
        changed?.whileBlocked { gtk_combo_box_set_active_id(comboBox.cast(), id) }
    }
}
