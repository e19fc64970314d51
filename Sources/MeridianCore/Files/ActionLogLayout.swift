/// Where a long action log can be cut into parts that are read at once, on several cores.
///
/// In JSON a `"` inside a string is always escaped, so a `"` that follows `{` or `,` is a real
/// quote. Session files as Meridian writes them are compact with sorted keys: the log is
/// `"actions":[{…},{…},…]` followed by `,"checkpointInterval":`, and `,{"` between two actions
/// is where one ends and the next begins. Inside a string the same bytes can only end it (a
/// name ending in `,{`), so a cut there leaves a part that does not read. The layout is only a
/// guess about where to cut: every part must read as whole actions separated by commas, the
/// last ending the array, or the log is read in one piece.
enum ActionLogLayout {
    /// Logs shorter than this are read in one piece.
    static let minimumBytes = 1 << 20

    /// The parts of the log whose first byte after `[` is at `start`; `nil` when it is short or
    /// not laid out as the writer lays it out.
    static func parts(of bytes: [UInt8], from start: Int, partCount: Int = 8) -> [Range<Int>]? {
        guard let close = firstIndex(of: closing, in: bytes, from: start, before: bytes.count),
            close - start >= minimumBytes
        else { return nil }
        var parts: [Range<Int>] = []
        var lower = start
        for part in 1..<partCount {
            let target = max(lower, start + (close - start) * part / partCount)
            guard let boundary = firstIndex(of: between, in: bytes, from: target, before: close) else { break }
            let cut = boundary + 1  // the `{` that begins the next action
            parts.append(lower..<cut)
            lower = cut
        }
        parts.append(lower..<(close + 1))
        return parts.count > 1 ? parts : nil
    }

    private static let closing = Array(#"],"checkpointInterval":"#.utf8)
    private static let between = Array(#",{""#.utf8)

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from: Int, before limit: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = from
            let last = limit - pattern.count
            while index <= last {
                if buffer[index] == pattern[0], pattern.indices.allSatisfy({ buffer[index + $0] == pattern[$0] }) {
                    return index
                }
                index += 1
            }
            return nil
        }
    }
}
