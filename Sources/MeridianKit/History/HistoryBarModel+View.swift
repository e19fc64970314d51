import MeridianKitCore

/// What the History bar's controls do: closures to the store, given to its description.
@MainActor
struct HistoryBarControls {
    /// The user moved the slider to a step.
    var moveSlider: (Int) -> Void
    /// The user chose a scope, by its id.
    var chooseScope: (String) -> Void
    /// The user asked to go back to where the slider was left.
    var goBackToLeftOff: () -> Void
    /// The user opened or closed the inspector.
    var toggleInspector: (Bool) -> Void
}

/// The bar's widgets its shell and tests reach (`HistoryBar.slider`, …).
struct HistoryBarWidgets {
    let slider = WidgetReference(), scope = WidgetReference(), text = WidgetReference()
    let hint = WidgetReference(), leftOff = WidgetReference(), saving = WidgetReference()
}

extension HistoryBarModel {
    /// The scope selector's tag, which its mnemonic label finds it by.
    enum Tag {
        static let scope = "history-scope"
    }

    /// The bar as it shows this model: the slider on a line of its own, under it what the
    /// step was and the controls, and under them the hint's line, in the app's `words`, with
    /// `scopes` to choose from.
    @MainActor
    func view(words: HistoryWords, scopes: [ChoiceOption], controls: HistoryBarControls, saving indicator: SavingIndicator, widgets: HistoryBarWidgets) -> View {
        var bar = VBox(spacing: 2) {
            // Its mark is where the left-off button goes.
            Slider(value: Double(currentStep), upper: Double(lastStep), valueText: text, marks: leftOff.map { [Double($0.step)] } ?? []) {
                controls.moveSlider(Int($0.rounded()))
            }
            .accessibleName(words.history).tooltip(words.sliderTooltip).expands(.horizontal).reference(widgets.slider)
            HBox(spacing: 12) {
                indicator.view(saving).reference(widgets.saving)
                // The words take what the controls leave, and are cut: however long, they never
                // take room from the slider, which has the line above to itself.
                Label(text).styleClass("history-text").takesTheRoomGiven().reference(widgets.text)
                Button(leftOffText) { controls.goBackToLeftOff() }
                    .tooltip(words.backToStepTooltip).accessibleName(leftOffText, when: leftOff != nil).visible(leftOff != nil).reference(widgets.leftOff)
                // The selector's label says what a jump brings back; a screen reader hears it as the name.
                Label(mnemonic: words.historyScope, for: Tag.scope).styleClass("dim-label")
                Choice(scopes, selected: scopeID) { controls.chooseScope($0) }
                    .accessibleName(words.historyScope).tooltip(words.historyScope).tag(Tag.scope).reference(widgets.scope)
                Toggle(words.history, isOn: isInspectorOpen) { controls.toggleInspector($0) }
                    .accessibleName(words.historyInspector).tooltip(words.inspectorTooltip)
            }
            Label(hint ?? "").styleClass("dim-label", "history-hint").visible(showsHintLine).reference(widgets.hint)
        }
        // A jump moves the slider and changes the words, never the bar's size.
        .keepsLayoutInside()
        .styleClass("history-bar").accessibleName(words.historyBar)
        if isShowingThePast { bar = bar.styleClass("showing-past") }
        return bar
    }
}

extension View {
    /// A label cut with "…" that takes the room its box gives it, whatever its words: it asks
    /// for one character, so new words never make the window lay itself out again.
    consuming func takesTheRoomGiven() -> View {
        maximumWidth(characters: 1).expands(.horizontal)
    }

    /// Named `name` while `named`; no name of its own otherwise (a hidden widget's).
    consuming func accessibleName(_ name: String, when named: Bool) -> View {
        named ? accessibleName(name) : self
    }
}
