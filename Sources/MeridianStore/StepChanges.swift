/// For each ended step of a history, whether it changed what Undo takes back (the undo scope,
/// `HistoryRules.undoScope`), when that is known: two bits a step, so a decade's million steps
/// take 250 KB, and Undo finds the latest change by reading words, never the log.
///
/// Live recording knows every step's answer as the step ends (`History.recordUndoChange`). A
/// history read from an archive or from storage that did not keep them leaves steps unknown;
/// a search replays them on another thread (`UndoChangeSearch`) and fills them in, and storage
/// keeps them from then on (`groups(from:)`, `StoredSteps`).
public struct StepChanges: Equatable, Sendable {
    /// Steps a stored group of answers holds: as many as a stored group of steps.
    public static var groupSize: Int { StoredSteps.groupSize }
    private static var wordsPerGroup: Int { groupSize / 64 }

    /// Bit `s % 64` of word `s / 64`: step `s`'s answer is known.
    @usableFromInline private(set) var known: ContiguousArray<UInt64> = []
    /// Bit `s % 64` of word `s / 64`: step `s` changed what Undo takes back (when known).
    @usableFromInline private(set) var changed: ContiguousArray<UInt64> = []
    /// The steps answered or left unknown so far: steps `0..<count`.
    @usableFromInline private(set) var count = 0
    /// The groups whose answers changed since storage last took them (`takeChangedGroups`).
    private var unsavedGroups: Set<Int> = []

    /// No steps yet.
    public init() {}

    /// Adds the answer of the next step: `nil` when it is not known.
    @inlinable
    mutating func append(_ answer: Bool?) {
        let (word, bit) = (count / 64, UInt64(1) << UInt64(count % 64))
        if word == known.count {
            known.append(0)
            changed.append(0)
        }
        if let answer {
            known[word] |= bit
            if answer { changed[word] |= bit }
        }
        count += 1
    }

    /// Leaves the steps up to `newCount` unknown where nothing answered them yet: a word at a
    /// time (a history of five million steps read back pads them all).
    mutating func pad(to newCount: Int) {
        while count < newCount && count % 64 != 0 { append(nil) }
        let words = max(newCount - count, 0) / 64
        known.append(contentsOf: repeatElement(0, count: words))
        changed.append(contentsOf: repeatElement(0, count: words))
        count += words * 64
        while count < newCount { append(nil) }
    }

    /// Forgets the answers from step `count` on (a step table read again shorter).
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        var answers: [Bool?] = (0..<newCount).map { self[$0] }
        self = StepChanges()
        for answer in answers { append(answer) }
        answers.removeAll()
    }

    /// Sets step `step`'s answer, found by a search or read from storage.
    mutating func set(_ step: Int, changed answer: Bool) {
        precondition(step < count, "step \(step) has not ended")
        let (word, bit) = (step / 64, UInt64(1) << UInt64(step % 64))
        let wasKnown = known[word] & bit != 0
        let wasChanged = changed[word] & bit != 0
        guard !wasKnown || wasChanged != answer else { return }
        known[word] |= bit
        if answer { changed[word] |= bit } else { changed[word] &= ~bit }
        unsavedGroups.insert(step / Self.groupSize)
    }

    /// Step `step`'s answer: `nil` when it is not known, or not ended.
    @inlinable
    public subscript(step: Int) -> Bool? {
        guard step >= 0, step < count else { return nil }
        let (word, bit) = (step / 64, UInt64(1) << UInt64(step % 64))
        guard known[word] & bit != 0 else { return nil }
        return changed[word] & bit != 0
    }

    /// Whether every step's answer is known.
    public var isComplete: Bool {
        for (index, word) in known.enumerated() {
            let steps = min(64, count - index * 64)
            let full: UInt64 = steps == 64 ? .max : (UInt64(1) << UInt64(steps)) - 1
            if word & full != full { return false }
        }
        return true
    }

    /// What the latest of the steps `range` holds: the step of the latest change, or the
    /// latest step whose answer is unknown if it comes first; `nil` when every step there is
    /// known and changed nothing. Reads a word for 64 steps.
    @inlinable
    func latest(in range: Range<Int>) -> (step: Int, isKnown: Bool)? {
        let range = max(range.lowerBound, 0)..<min(range.upperBound, count)
        guard !range.isEmpty else { return nil }
        var word = (range.upperBound - 1) / 64
        let firstWord = range.lowerBound / 64
        while word >= firstWord {
            // The bits of this word inside the range.
            let low = word == firstWord ? range.lowerBound % 64 : 0
            let high = word == (range.upperBound - 1) / 64 ? (range.upperBound - 1) % 64 : 63
            let width = UInt64(high - low + 1)
            let mask = (width == 64 ? UInt64.max : (UInt64(1) << width) - 1) << UInt64(low)
            let interesting = (changed[word] | ~known[word]) & mask
            if interesting != 0 {
                let bit = 63 - interesting.leadingZeroBitCount
                let step = word * 64 + bit
                return (step, known[word] & (UInt64(1) << UInt64(bit)) != 0)
            }
            word -= 1
        }
        return nil
    }

    // MARK: Storage

    /// The answers of group `group` (steps `group * groupSize ..< (group + 1) * groupSize`, as
    /// far as they go) as storage keeps them: the known bits, then the changed bits, each a
    /// little-endian word per 64 steps.
    public func group(_ group: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let words = group * Self.wordsPerGroup..<min((group + 1) * Self.wordsPerGroup, known.count)
        bytes.reserveCapacity(words.count * 16)
        for column in [known, changed] {
            for word in words {
                withUnsafeBytes(of: column[word].littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        return bytes
    }

    /// Takes the answers of group `group` from storage (`group(_:)`'s bytes); answers of
    /// steps not ended, or of a malformed group, are left as they are. Answers already known
    /// are kept: a live answer is never older than a stored one.
    mutating func adopt(group: Int, _ bytes: [UInt8]) {
        let wordCount = bytes.count / 16
        guard bytes.count % 16 == 0, wordCount <= Self.wordsPerGroup else { return }
        for offset in 0..<wordCount {
            let word = group * Self.wordsPerGroup + offset
            guard word < known.count else { break }
            let storedKnown = Self.word(bytes, at: offset * 8)
            let storedChanged = Self.word(bytes, at: (wordCount + offset) * 8)
            // Only what is unknown here, and only steps that have ended.
            var steps: UInt64 = .max
            if (word + 1) * 64 > count { steps = count <= word * 64 ? 0 : (UInt64(1) << UInt64(count - word * 64)) - 1 }
            let taken = storedKnown & ~known[word] & steps
            known[word] |= taken
            changed[word] |= storedChanged & taken
        }
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        return value
    }

    /// The groups whose answers storage has not taken: those of the steps that ended since step
    /// `firstStep` began (the step before it ended then), and any a search filled in since the
    /// last call; each as `group(_:)` gives it.
    mutating func takeChangedGroups(from firstStep: Int) -> [(group: Int, bytes: [UInt8])] {
        var groups = unsavedGroups
        unsavedGroups = []
        let first = firstStep == 0 ? 0 : (firstStep - 1) / Self.groupSize
        if count > 0, firstStep <= count, first <= (count - 1) / Self.groupSize {
            for group in first...(count - 1) / Self.groupSize { groups.insert(group) }
        }
        return groups.sorted().map { ($0, group($0)) }
    }
}
