import Synchronization

/// How far a long piece of work on another thread has come, and whether the user cancelled it:
/// written by the thread that works, read by the one that shows it (a progress bar, a line on
/// a terminal), which may also cancel it. The work looks at `isCancelled` between its parts and
/// stops there, having changed nothing.
public final class WorkProgress: Sendable {
    /// Thousandths done.
    private let done = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)

    /// Work not begun, not cancelled.
    public init() {}

    /// Seconds of work before it shows how far it has come: work over sooner shows nothing, as
    /// a bar that flashes past says nothing.
    public static let shownAfter = 1.0

    /// The share done, 0 to 1.
    public var fraction: Double { Double(done.load(ordering: .relaxed)) / 1000 }

    /// The work has come to `fraction` (0 to 1) of the whole; it never goes back.
    public func advance(to fraction: Double) {
        let thousandths = Int((min(max(fraction, 0), 1) * 1000).rounded(.down))
        var current = done.load(ordering: .relaxed)
        while thousandths > current {
            let (exchanged, original) = done.compareExchange(expected: current, desired: thousandths, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Asks the work to stop at its next part.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the user asked the work to stop.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// The share of the whole that one phase of the work covers, from `start` to `end`: its own
    /// fractions (0 to 1) become the whole's.
    public func phase(from start: Double, to end: Double) -> WorkPhase {
        WorkPhase(progress: self, start: start, end: end)
    }
}

/// One phase of a piece of work, covering `start` to `end` of it (`WorkProgress.phase`).
public struct WorkPhase: Sendable {
    /// The whole work's progress.
    public let progress: WorkProgress
    let start: Double
    let end: Double

    /// The phase has come to `fraction` (0 to 1) of itself.
    public func advance(to fraction: Double) {
        progress.advance(to: start + (end - start) * fraction)
    }

    /// Whether the user asked the work to stop.
    public var isCancelled: Bool { progress.isCancelled }

    /// The part of this phase from `start` to `end` of it (0 to 1).
    public func part(_ start: Double, _ end: Double) -> WorkPhase {
        WorkPhase(progress: progress, start: self.start + (self.end - self.start) * start, end: self.start + (self.end - self.start) * end)
    }
}
