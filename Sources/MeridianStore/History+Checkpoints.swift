import Foundation

extension History {
    /// Makes the checkpoints and the present of a history whose entries were recorded without
    /// states (`recordEntry`), as restoring an archive does.
    ///
    /// The log decides every state. Checkpoints an archive carries only save time: each segment
    /// between two of them is replayed from the first — on every core at once — and must arrive
    /// exactly at the second; then they are kept. If any segment arrives elsewhere, they are all
    /// dropped and the whole log is replayed in order. Entries after the last archived
    /// checkpoint are replayed in order either way.
    @inlinable
    mutating func makeCheckpoints(adopting archived: [State], isEqual: ((State, State) -> Bool)?) throws(HistoryStorageError) -> State {
        precondition(isInMemory, "an archive's history is made in memory")
        checkpoints.removeSubrange(1...)
        checkpoints.reserveCapacity(entryCount / interval + 1)
        if let isEqual, !archived.isEmpty, archived.count <= entryCount / interval {
            checkpoints.append(contentsOf: archived)
            if !segmentsArrive(at: archived.count, isEqual: isEqual) {
                checkpoints.removeSubrange(1...)
            }
        }
        var state = checkpoints[checkpoints.count - 1]
        var start = (checkpoints.count - 1) * interval
        while start < entryCount {
            let end = min(start + interval, entryCount)
            state = try replaying(start..<end, from: state)
            if end - start == interval { checkpoints.append(state) }
            start = end
        }
        return state
    }

    /// Whether replaying each of the first `segments` segments from its checkpoint gives the next.
    @inlinable
    func segmentsArrive(at segments: Int, isEqual: @escaping (State, State) -> Bool) -> Bool {
        // A few chunks per core, so a core that finishes early takes another.
        let chunks = min(segments, 4 * ProcessInfo.processInfo.activeProcessorCount)
        let arrived = UnsafeMutableBufferPointer<Bool>.allocate(capacity: chunks)
        arrived.initialize(repeating: false)
        defer { arrived.deallocate() }
        // Safe to share: a reducer is pure (the store's contract), the workers only read the
        // history's values, and each writes its own flag.
        let shared = UncheckedSendable((history: self, isEqual: isEqual, arrived: arrived))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let (history, isEqual, arrived) = shared.value
            for segment in segments * chunk / chunks..<segments * (chunk + 1) / chunks {
                guard let state = try? history.replaying(segment * history.interval..<(segment + 1) * history.interval, from: history.checkpoints[segment]),
                    isEqual(state, history.checkpoints[segment + 1])
                else { return }
            }
            arrived[chunk] = true
        }
        return arrived.allSatisfy { $0 }
    }
}

