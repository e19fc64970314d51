import Foundation
import MeridianStore

/// Every step of the history as the inspector searches and filters it: labels and what each
/// step touched, in compact columns so that 100,000 steps stay small and a search
/// reads each label once.
public struct InspectorIndex: Sendable {
    /// Every step's label, lowercased, as UTF-8, one after another: what a search compares.
    /// One buffer rather than an array per step, so that a search reads memory in order and
    /// 100,000 steps are one allocation, not 100,000.
    private var foldedLabels: [UInt8] = []
    /// Where each step's label ends in `foldedLabels` (it starts where the step before ends).
    private var labelEnds: [UInt32] = []
    /// What each step touched: bit `i` for the `i`th of `scopeIDs`.
    public private(set) var touched: [UInt8] = []
    /// The ids of the history's scopes (`.everything` aside), in order: at most eight are told apart.
    public let scopeIDs: [String]

    /// An empty index of a history with these scopes.
    public init(scopeIDs: [String]) {
        self.scopeIDs = Array(scopeIDs.prefix(8))
    }

    /// How many steps are indexed.
    public var count: Int { touched.count }

    /// The bits of the scopes with these ids.
    public func mask(_ scopes: [String]) -> UInt8 {
        scopes.reduce(0) { mask, id in scopeIDs.firstIndex(of: id).map { mask | 1 << UInt8($0) } ?? mask }
    }

    /// The ids of the scopes of a mask, in the history's order.
    public func scopeIDs(of mask: UInt8) -> [String] {
        scopeIDs.indices.compactMap { mask & 1 << UInt8($0) != 0 ? scopeIDs[$0] : nil }
    }

    /// Forgets the steps from `step` on, to read them again (the last step's label changes
    /// while actions join it).
    public mutating func removeSteps(from step: Int) {
        guard step < count else { return }
        foldedLabels.removeSubrange(labelStart(step)...)
        labelEnds.removeSubrange(step...)
        touched.removeSubrange(step...)
    }

    /// Adds the summaries of the steps after the last one indexed.
    public mutating func append(_ summaries: [HistoryStepSummary]) {
        for summary in summaries where summary.step == count {
            foldedLabels.append(contentsOf: summary.label.lowercased().utf8)
            labelEnds.append(UInt32(foldedLabels.count))
            touched.append(mask(summary.touchedScopes))
        }
    }

    /// The steps whose label holds `search` (ignoring case) and that touched the scope of
    /// `filter` (`"all"` for every step), in order.
    public func matching(search: String, filter: String) -> [Int32] {
        matching(search: search, filter: filter, in: 0..<count)
    }

    /// The steps of `range` `matching(search:filter:)` keeps: after an action, only the steps
    /// it added or changed are searched again.
    public func matching(search: String, filter: String, in range: Range<Int>) -> [Int32] {
        let needle = Array(search.lowercased().utf8)
        let bit = mask([filter])
        let range = range.clamped(to: 0..<count)
        return foldedLabels.withUnsafeBufferPointer { labels in
            labelEnds.withUnsafeBufferPointer { ends in
                touched.withUnsafeBufferPointer { touched in
                    needle.withUnsafeBufferPointer { needle in
                        Self.steps(in: range, labels: labels, ends: ends, touched: touched, holding: needle, touching: bit)
                    }
                }
            }
        }
    }

    /// The steps of `range` whose label holds `needle` and that touched `bit` (0: any).
    ///
    /// `memchr` finds the needle's first byte (a vectorised search through the label's bytes),
    /// then `memcmp` the rest; a label is searched only within its own bytes, so that a match
    /// never runs from one label into the next.
    private static func steps(
        in range: Range<Int>, labels: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<UInt32>, touched: UnsafeBufferPointer<UInt8>,
        holding needle: UnsafeBufferPointer<UInt8>, touching bit: UInt8
    ) -> [Int32] {
        var steps: [Int32] = []
        guard let first = needle.first, let needleStart = needle.baseAddress else {
            for step in range where bit == 0 || touched[step] & bit != 0 { steps.append(Int32(step)) }
            return steps
        }
        guard let base = labels.baseAddress, !range.isEmpty else { return steps }
        let rest = needle.count - 1
        var position = range.lowerBound == 0 ? 0 : Int(ends[range.lowerBound - 1])
        for step in range {
            let end = Int(ends[step])
            defer { position = end }
            if bit != 0, touched[step] & bit == 0 { continue }
            // Where the needle could start: it must end within the label.
            while end - position > rest, let hit = memchr(base + position, Int32(first), end - rest - position) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if rest == 0 || memcmp(base + at + 1, needleStart + 1, rest) == 0 {
                    steps.append(Int32(step))
                    break
                }
                position = at + 1
            }
        }
        return steps
    }

    private func labelStart(_ step: Int) -> Int {
        step == 0 ? 0 : Int(labelEnds[step - 1])
    }
}

/// The steps the inspector lists, in order, and moving through them with the keyboard: a
/// binary search, never a pass over every step.
public enum InspectorListing {
    /// Where `step` stands in `listed`, if it is listed.
    public static func position<Listed: RandomAccessCollection<Int32>>(of step: Int, in listed: Listed) -> Int? where Listed.Index == Int {
        let position = firstPosition(atOrAfter: step, in: listed)
        return position < listed.count && Int(listed[position]) == step ? position : nil
    }

    /// The listed step before (or after) `step`, whether or not `step` itself is listed.
    public static func neighbour<Listed: RandomAccessCollection<Int32>>(of step: Int, in listed: Listed, forward: Bool) -> Int? where Listed.Index == Int {
        let position = firstPosition(atOrAfter: step, in: listed)
        let isListed = position < listed.count && Int(listed[position]) == step
        let next = forward ? (isListed ? position + 1 : position) : position - 1
        return listed.indices.contains(next) ? Int(listed[next]) : nil
    }

    static func firstPosition<Listed: RandomAccessCollection<Int32>>(atOrAfter step: Int, in listed: Listed) -> Int where Listed.Index == Int {
        var (low, high) = (listed.startIndex, listed.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if Int(listed[middle]) < step { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
