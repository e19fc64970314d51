/// The writer's queue's own record of whether writes may go on, and of what the last one
/// committed; touched only on that queue (and read once it is idle).
final class WriteGate: @unchecked Sendable {
    enum Outcome {
        case written
        case failed(SQLiteError)
        /// Not tried: a write before it failed.
        case skipped
    }

    private var isClosed = false
    /// The history and the log's length the last committed write left in the database.
    private(set) var committed = (epoch: 0, entries: 0)

    /// Runs `write`, the writing of `batch`, unless one failed before; a failure closes the gate.
    func write(_ batch: Batch, _ write: () throws(SQLiteError) -> Void) -> Outcome {
        guard !isClosed else { return .skipped }
        do throws(SQLiteError) {
            try write()
            committed = (batch.epoch, batch.entries)
            return .written
        } catch {
            isClosed = true
            return .failed(error)
        }
    }

    /// Lets writes through again: a try that starts from the last committed entry.
    func reopen() { isClosed = false }
}

/// What one write leaves saved: the history (`epoch`, a new one at each import), the log's
/// length and the last step, and whether it writes the history whole.
struct Batch: Sendable {
    var epoch: Int
    var entries: Int
    var steps: Int
    var isWhole: Bool
}

/// A history to write whole, keeping aside what the database holds (`keepingAside`).
struct Restart: Sendable {
    var keepingAside: (reason: String, time: Int64)?
}
