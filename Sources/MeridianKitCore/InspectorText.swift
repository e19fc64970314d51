import Foundation
import MeridianStore

/// How the inspector words a step, in the app's words, for a history with these scopes.
public struct InspectorText: Sendable {
    /// The words the inspector speaks.
    public var words: HistoryWords
    /// The history's scopes (`.everything` aside), in order: their ids and titles.
    public var scopes: [(id: String, title: String)]

    /// The inspector's text in `words`, for a history with `scopes`.
    public init(words: HistoryWords = HistoryWords(), scopes: [(id: String, title: String)]) {
        self.words = words
        self.scopes = scopes
    }

    /// What a screen reader says of a row: "Step 12, 14:02, Renamed New York to Home".
    public func accessibleName(step: Int, time: String, label: String, marks: [String]) -> String {
        // Without its seconds: "14:02", "2:02 PM".
        let shortTime = time.replacingOccurrences(of: #":\d\d(?=\D*$)"#, with: "", options: .regularExpression)
        return ([words.stepName(step), shortTime, label] + marks).joined(separator: ", ")
    }

    private func touched(_ mask: UInt8) -> [Bool] {
        scopes.indices.map { $0 < 8 && mask & 1 << UInt8($0) != 0 }
    }

    /// The scopes a step touched as a narrow column, a letter each: the row's tooltip and
    /// accessible name say it in words.
    public func scopeColumn(_ mask: UInt8) -> String {
        words.scopeColumn(touched(mask), scopes.map(\.title))
    }

    /// "Touched the document and the view": the column's tooltip.
    public func scopeSentence(_ mask: UInt8) -> String {
        words.scopeSentence(zip(scopes, touched(mask)).filter(\.1).map(\.0.id), zip(scopes, touched(mask)).filter(\.1).map(\.0.title))
    }

    /// The scopes a step touched, as words for its accessible name.
    public func scopeWords(_ mask: UInt8) -> [String] {
        zip(scopes, touched(mask)).filter(\.1).map { words.scopeWord($0.0.id, $0.0.title) }
    }

    /// The words after a row's label: whether it is the present, had no effect, is skipped.
    /// A row's marks: the present, a step that had no effect or is skipped, and the change Undo
    /// takes back next or Redo brings back next (so the list agrees with their tooltips).
    public func status(isPresent: Bool, isIneffective: Bool, isSkipped: Bool, isNextToUndo: Bool = false, isNextToRedo: Bool = false) -> [String] {
        [
            (isPresent, words.present), (isIneffective, words.hadNoEffect), (isSkipped, words.skipped),
            (isNextToUndo, words.nextToUndo), (isNextToRedo, words.nextToRedo),
        ].filter(\.0).map(\.1)
    }

    /// The skip button's words for the step on screen: a skip step brings back the step it
    /// skipped (`target`), a skipped step is brought back, any other is skipped.
    public func skipButton(step: Int, target: Int, isSkipped: Bool) -> String {
        target != step ? words.bringBackStep(target) : isSkipped ? words.bringBackThisStep : words.skipThisStep
    }

    /// The skip button's tooltip: why it is insensitive (`refusal`), as the other history
    /// commands say why they cannot act; none while it can act, or while another skip is
    /// worked out (the progress beside it says so).
    public func skipTooltip(refusal: HistorySkipRefusal?) -> String? {
        guard let refusal, refusal != .busy else { return nil }
        return words.skipRefused(refusal)
    }

    /// "12 of 400 steps", or "400 steps" when nothing is left out: the `listed` steps (in
    /// order) after the start, of the `lastStep` steps after it. Step 0, the start, is listed
    /// but not counted, as the slider's "Step 400 of 400" and the command line count.
    public func count<Listed: Collection<Int32>>(listed: Listed, lastStep: Int) -> String {
        words.stepCount(listed.count - (listed.first == 0 ? 1 : 0), lastStep)
    }

    /// "Reading 120 of 400 steps…" while `indexed` steps (the start among them) of a history
    /// whose present is `lastStep` are indexed.
    public func reading(indexed: Int, lastStep: Int) -> String {
        words.readingSteps(min(max(indexed - 1, 0), lastStep), lastStep)
    }
}
