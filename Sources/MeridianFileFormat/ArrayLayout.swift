import MeridianCore

/// Where a long array of a session file can be cut into parts that are read at once, on
/// several cores.
///
/// In JSON a `"` inside a string is always escaped, so a `"` that follows `{` or `,` is a real
/// quote. Session files as Meridian writes them are compact with sorted keys: the action log is
/// `"actions":[{…},{…},…]` followed by `,"checkpointInterval":`, and `,{"` between two actions
/// is where one ends and the next begins; the checkpoints are `[{"document":…},…]` followed by
/// `,"cursor":` or `,"initialState":`. Inside a string the same bytes can only end it (a name
/// ending in `,{`), so a cut there leaves a part that does not read. The layout is only a guess
/// about where to cut: every part must then read as whole elements separated by commas, the
/// last ending the array, or the array is read in one piece.
struct ArrayLayout: Sendable {
    /// What follows the array's `]`; the first found ends it.
    let closings: [[UInt8]]
    /// What lies between two elements, beginning with the comma.
    let between: [UInt8]

    static let actionLog = ArrayLayout(closings: [#"],"checkpointInterval":"#], between: #",{""#)
    static let checkpoints = ArrayLayout(closings: [#"],"cursor":"#, #"],"initialState":"#], between: #",{"document":"#)

    private init(closings: [String], between: String) {
        self.closings = closings.map { Array($0.utf8) }
        self.between = Array(between.utf8)
    }

    /// Arrays shorter than this are read in one piece.
    static let minimumBytes = 1 << 20

    /// The parts of the array whose first byte after `[` is at `start`; `nil` when it is short or
    /// not laid out as the writer lays it out.
    func parts(of bytes: [UInt8], from start: Int, partCount: Int = 8) -> [Range<Int>]? {
        guard let close = closings.compactMap({ Self.firstIndex(of: $0, in: bytes, from: start, before: bytes.count) }).min(),
            close - start >= Self.minimumBytes
        else { return nil }
        var parts: [Range<Int>] = []
        var lower = start
        for part in 1..<partCount {
            let target = max(lower, start + (close - start) * part / partCount)
            guard let boundary = Self.firstIndex(of: between, in: bytes, from: target, before: close) else { break }
            let cut = boundary + 1  // the `{` that begins the next element
            parts.append(lower..<cut)
            lower = cut
        }
        parts.append(lower..<(close + 1))
        return parts.count > 1 ? parts : nil
    }

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
