/// Why a folder of recorded sessions did not replay as recorded: one problem per file, each
/// naming the file and, for a state that differs, the step, its label and the changed paths.
public struct RecordedSessionsFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong with one file.
    public struct Problem: Equatable, Sendable {
        /// The file's path.
        public var file: String
        /// The step whose state differs from the recorded one; `nil` when the file could not
        /// be read or replayed at all.
        public var step: Int?
        /// That step's label, as the slider reads it today.
        public var label: String?
        /// The last step before it whose recorded state matched.
        public var lastMatchingStep: Int?
        /// The values that differ, recorded → replayed, each as "path: change", as the
        /// inspector shows a step's changes.
        public var changes: [String]
        /// What is wrong, when it is not a state that differs: a sentence that names the file.
        public var message: String?

        /// A problem with `file`.
        public init(file: String, step: Int? = nil, label: String? = nil, lastMatchingStep: Int? = nil, changes: [String] = [], message: String? = nil) {
            self.file = file
            self.step = step
            self.label = label
            self.lastMatchingStep = lastMatchingStep
            self.changes = changes
            self.message = message
        }

        /// The problem in words, over several lines.
        public var description: String {
            guard let step else { return message ?? file }
            var text = "\(file), step \(step) (\(label ?? "")): the state replayed differs from the one recorded"
            if let lastMatchingStep, lastMatchingStep < step - 1 {
                text += " (the session records states every few steps: the change lies after step \(lastMatchingStep), which still matches)"
            }
            text += "; recorded → replayed:"
            for change in changes { text += "\n    \(change)" }
            return text
        }
    }

    /// The folder replayed.
    public var folder: String
    /// What went wrong, a file at a time.
    public var problems: [Problem]
    /// Whether the folder was recorded again rather than checked (`MERIDIAN_RECORD_SESSIONS`).
    public var recorded: Bool

    /// Problems found in `folder`, or (with `recorded`) the files recorded again there.
    public init(folder: String, problems: [Problem], recorded: Bool = false) {
        self.folder = folder
        self.problems = problems
        self.recorded = recorded
    }

    /// Every problem in words, and how to record the folder again; or, after recording, which
    /// files were recorded and how to check them.
    public var description: String {
        if recorded {
            let names = problems.map(\.file).joined(separator: ", ")
            return "Recorded \(problems.count) session\(problems.count == 1 ? "" : "s") in \(folder) again with today's reducer (\(names)). "
                + "Unset \(SessionRecording.environmentVariable) to check them; the test fails while it is set so a recording is never taken for a pass."
        }
        let lines = problems.map(\.description)
        return lines.joined(separator: "\n")
            + "\nIf the change is meant, record the folder again: \(SessionRecording.environmentVariable)=1 swift test"
    }
}
