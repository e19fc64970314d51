import MeridianStore

/// Reading every segment of the live history, as a check: a chunk damaged inside a sound
/// SQLite file passes `PRAGMA quick_check`, and a launch never reads it (it reads the last
/// segment alone), so only a jump into it would find it. `meridian history info` reads them all.
extension HistoryDatabase {
    /// A segment that cannot be read back, and the steps it holds a part of.
    package struct SegmentDamage: Equatable, Sendable {
        package var segment: Int
        /// The first and last step with an entry in the segment.
        package var steps: ClosedRange<Int>
        /// Where in the segment, and what is wrong there.
        package var place: String
        package var reason: String
    }

    /// Every segment of the live history that does not read back as this build wrote it:
    /// each chunk inflated and checked, each entry and checkpoint decoded as a jump decodes
    /// them. Reads the whole log, a segment at a time: for a command, not the window.
    package func damagedSegments(header: Header, steps: HistoryStepRows) throws(HistoryDatabaseError) -> [SegmentDamage] {
        let interval = header.checkpointInterval
        guard interval > 0 else { return [] }
        var damage: [SegmentDamage] = []
        for segment in 0...(header.entryCount / interval) {
            do {
                _ = try self.segment(segment, interval: interval, entryCount: header.entryCount)
            } catch .damaged(_, let place, let reason) {
                damage.append(SegmentDamage(segment: segment, steps: Self.steps(inSegment: segment, interval: interval, steps: steps), place: place, reason: reason))
            } catch let error where error.isDamaged {
                damage.append(SegmentDamage(
                    segment: segment, steps: Self.steps(inSegment: segment, interval: interval, steps: steps), place: "segments[\(segment)]",
                    reason: error.description))
            }
        }
        return damage
    }

    /// The steps with an entry in `segment`: from the one its first entry belongs to, to the
    /// one its last entry belongs to.
    static func steps(inSegment segment: Int, interval: Int, steps: HistoryStepRows) -> ClosedRange<Int> {
        let first = step(holding: segment * interval, steps: steps)
        return first...max(first, step(holding: (segment + 1) * interval - 1, steps: steps))
    }

    /// The step whose entries hold `entry`: the last one beginning at or before it.
    private static func step(holding entry: Int, steps: HistoryStepRows) -> Int {
        var (low, high) = (0, steps.starts.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(steps.starts[middle]) <= entry { low = middle + 1 } else { high = middle }
        }
        return steps.first + max(low - 1, 0)
    }
}
