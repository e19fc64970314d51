/// Every word the kit's History bar and inspector show or speak, in English unless the app
/// gives its own translation: the kit has no catalogue of its own, so an app's translators
/// translate these with the rest of the app.
public struct HistoryWords: Sendable {
    /// The slider's name, the bar's label at the present and the inspector button's text.
    public var history = "History"
    /// The bar's name for screen readers.
    public var historyBar = "History bar"
    /// The slider's tooltip.
    public var sliderTooltip = "Drag to go back in time; act to carry on from there"
    /// The scope selector's name.
    public var historyScope = "History scope"
    /// The title of the scope that takes the whole past state.
    public var everything = "Everything"
    /// The mark the bar shows while the window shows the past.
    public var viewingThePast = "Viewing the past"
    /// The button beside that mark that comes back to the present.
    public var returnToPresent = "Return to present"
    /// The inspector button's name for screen readers.
    public var historyInspector = "History inspector"
    /// The inspector button's tooltip.
    public var inspectorTooltip = "Every step, what it changed, and skipping one"
    /// "Step 12 of 40 · Renamed New York to Home": the step shown, the last step, its label.
    public var step: @Sendable (_ step: Int, _ last: Int, _ label: String) -> String = { "Step \($0) of \($1) · \($2)" }
    /// What the bar says while a step is read from disk: the step, the last step.
    public var readingStep: @Sendable (_ step: Int, _ last: Int) -> String = { "Step \($0) of \($1) · reading it from disk…" }

    /// The English words; set the fields an app translates.
    public init() {}
}
