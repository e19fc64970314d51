import MeridianKitCore

/// One listed step as its row shows it: its number, its time, its label, whether it is the
/// present, skipped or had no effect, and what it touched. A row is described again only when
/// this value changes.
struct StepRow: Equatable, Sendable {
    var step: Int
    var time: String
    var label: String
    /// "present", "skipped", "no effect", joined.
    var status: String
    /// What the step touched, a letter a scope.
    var scopeColumn: String
    /// The same, in a sentence (the column's tooltip).
    var scopeSentence: String
    var isSkipped: Bool
    var isIneffective: Bool
    /// What a screen reader speaks for the row.
    var accessibleName: String

    /// A row for a step whose summary could not be read: its number alone.
    static func unread(_ step: Int) -> StepRow {
        StepRow(step: step, time: "", label: "", status: "", scopeColumn: "", scopeSentence: "", isSkipped: false, isIneffective: false,
                accessibleName: "\(step)")
    }

    /// The row: the number, the time, the label taking the room left, the status word (which
    /// gives way to the label) and the narrow column of what it touched. Style a row with the
    /// CSS classes `skipped` and `ineffective`.
    @MainActor
    var view: View {
        Row {
            HBox(spacing: 8) {
                Label("\(step)", xalign: 1, overflow: .whole).styleClass("dim-label", "numeric").widthInCharacters(6)
                Label(time, overflow: .whole).styleClass("dim-label", "numeric")
                Label(label).styleClass("step-label").expands(.horizontal)
                Label(status, xalign: 1).styleClass("dim-label")
                Label(scopeColumn, overflow: .whole).styleClass("dim-label", "monospace").tooltip(scopeSentence)
            }
        }
        .accessibleName(accessibleName)
        .styleClass(isSkipped ? ["skipped"] : [])
        .styleClass(isIneffective ? ["ineffective"] : [])
    }
}

extension View {
    /// The style classes `names`, given as an array (none when it is empty).
    consuming func styleClass(_ names: [String]) -> View {
        var view = self
        for name in names { view = view.styleClass(name) }
        return view
    }
}
