import Foundation
import MeridianStore

/// Every step of the history as the inspector searches and filters it: labels and what each
/// step touched, in compact columns so that 100,000 steps stay small and a search
/// reads each label once.
public struct InspectorIndex: Sendable {
    /// Each step's label, lowercased, as UTF-8: what a search compares.
    private var foldedLabels: [[UInt8]] = []
    /// Bit 0: the document, bit 1: the view, bit 2: the player.
    public private(set) var touched: [UInt8] = []

    public init() {}

    public var count: Int { touched.count }

    public static func mask(_ scopes: [String]) -> UInt8 {
        scopes.reduce(0) { mask, id in
            switch id {
            case "document": mask | 1
            case "view": mask | 2
            case "player": mask | 4
            default: mask
            }
        }
    }

    /// The scopes of a mask, as the inspector names them.
    public static func scopeNames(_ mask: UInt8) -> [String] {
        [(1, "document"), (2, "view"), (4, "player")].compactMap { mask & $0.0 != 0 ? $0.1 : nil }
    }

    /// Forgets the steps from `step` on, to read them again (the last step's label changes
    /// while actions join it).
    public mutating func removeSteps(from step: Int) {
        guard step < count else { return }
        foldedLabels.removeSubrange(step...)
        touched.removeSubrange(step...)
    }

    /// Adds the summaries of the steps after the last one indexed.
    public mutating func append(_ summaries: [HistoryStepSummary]) {
        for summary in summaries where summary.step == count {
            foldedLabels.append(Array(summary.label.lowercased().utf8))
            touched.append(Self.mask(summary.touchedScopes))
        }
    }

    /// The steps whose label holds `search` (ignoring case) and that touched the scope of
    /// `filter` ("all" for every step), in order.
    public func matching(search: String, filter: String) -> [Int32] {
        let needle = Array(search.lowercased().utf8)
        let bit = Self.mask([filter])
        var steps: [Int32] = []
        for step in 0..<count {
            if bit != 0, touched[step] & bit == 0 { continue }
            if !needle.isEmpty, !Self.contains(foldedLabels[step], needle) { continue }
            steps.append(Int32(step))
        }
        return steps
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

/// The steps the inspector lists, in order, and moving through them with the keyboard.
public enum InspectorListing {
    /// Where `step` stands in `listed`, if it is listed.
    public static func position(of step: Int, in listed: [Int32]) -> Int? {
        let position = firstPosition(atOrAfter: step, in: listed)
        return position < listed.count && Int(listed[position]) == step ? position : nil
    }

    /// The listed step before (or after) `step`, whether or not `step` itself is listed.
    public static func neighbour(of step: Int, in listed: [Int32], forward: Bool) -> Int? {
        let position = firstPosition(atOrAfter: step, in: listed)
        let isListed = position < listed.count && Int(listed[position]) == step
        let next = forward ? (isListed ? position + 1 : position) : position - 1
        return listed.indices.contains(next) ? Int(listed[next]) : nil
    }

    private static func firstPosition(atOrAfter step: Int, in listed: [Int32]) -> Int {
        var (low, high) = (0, listed.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(listed[middle]) < step { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// How the inspector words a step.
public enum InspectorText {
    /// "14:02:31", with the date when the step was not made on the day of `now`, in `timeZone`;
    /// as the desktop's clock format and the locale's dates say.
    public static func time(
        _ milliseconds: Int64, now: Instant, timeZone identifier: String, clockFormat: ClockFormat = .twentyFourHour,
        localeDateFormat: String = "%F"
    ) -> String {
        let zone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let clock = clockFormat.text(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
        guard !calendar.isDate(date, inSameDayAs: now.date) else { return clock }
        let day = ClockFormat.date(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, localeDateFormat: localeDateFormat)
        return day + " " + clock
    }

    /// What a screen reader says of a row: "Step 12, 14:02, Renamed New York to Home".
    public static func accessibleName(step: Int, time: String, label: String, marks: [String]) -> String {
        // Without its seconds: "14:02", "2:02 PM".
        let shortTime = time.replacingOccurrences(of: #":\d\d(?=\D*$)"#, with: "", options: .regularExpression)
        return ([tr("Step {step}", ["step": step]), shortTime, label] + marks).joined(separator: ", ")
    }

    /// The scopes a step touched as a column of three letters, one place each for the document,
    /// the view and the player: "D·P" touched the document and the player. Narrow, so that a
    /// row's label keeps its room; the row's tooltip and accessible name say it in words.
    public static func scopeColumn(_ mask: UInt8) -> String {
        // TRANSLATORS: one letter each, for the document, the view and the player.
        let letters = [(1, tr("D")), (2, tr("V")), (4, tr("P"))]
        return letters.map { mask & UInt8($0.0) != 0 ? $0.1 : "·" }.joined()
    }

    /// "Touched the document and the view", or "Touched nothing" for a step that changed nothing.
    public static func scopeSentence(_ mask: UInt8) -> String {
        switch mask & 7 {
        case 1: tr("Touched the document")
        case 2: tr("Touched the view")
        case 4: tr("Touched the player")
        case 3: tr("Touched the document and the view")
        case 5: tr("Touched the document and the player")
        case 6: tr("Touched the view and the player")
        case 7: tr("Touched the document, the view and the player")
        default: tr("Touched nothing")
        }
    }

    /// The scopes a step touched, as words for its accessible name: "document", "view", "player".
    public static func scopeWords(_ mask: UInt8) -> [String] {
        InspectorIndex.scopeNames(mask).map { name in
            switch name {
            case "document": tr("document")
            case "view": tr("view")
            default: tr("player")
            }
        }
    }

    /// The words after a row's label: whether it is the present, had no effect, is skipped.
    public static func status(isPresent: Bool, isIneffective: Bool, isSkipped: Bool) -> [String] {
        [(isPresent, tr("present")), (isIneffective, tr("had no effect")), (isSkipped, tr("skipped"))].filter(\.0).map(\.1)
    }

    /// The skip button's words for the step on screen: a skip step brings back the step it
    /// skipped (`target`), a skipped step is brought back, any other is skipped.
    public static func skipButton(step: Int, target: Int, isSkipped: Bool) -> String {
        target != step ? tr("Bring back step {step}", ["step": target]) : isSkipped ? tr("Bring back this step") : tr("Skip this step")
    }

    /// "12 of 400 steps", or "400 steps" when nothing is left out.
    public static func count(matching: Int, of total: Int) -> String {
        matching == total
            ? trn("{count} step", "{count} steps", count: total)
            : trn("{matching} of {count} step", "{matching} of {count} steps", count: total, ["matching": matching])
    }
}
