/// One row of the step table: where a step begins, the entry that names it (-1 for step 0) and
/// when it was made, in milliseconds since 1970.
@usableFromInline
struct StepRow: Equatable {
    @usableFromInline var start: Int32
    @usableFromInline var labelEntry: Int32
    @usableFromInline var time: Int64

    @inlinable
    init(start: Int32, labelEntry: Int32, time: Int64) {
        self.start = start
        self.labelEntry = labelEntry
        self.time = time
    }
}

/// The sealed rows of a step table, in blocks of `size` rows packed as small numbers: each
/// row's start and time as the difference from the row before, its label as the distance from
/// its start, each a zigzag varint. A row costs about five bytes instead of sixteen, so a
/// decade's 1.1 million steps take under 6 MB, and any row is found by decoding at most one
/// block.
///
/// A block holds its columns one after the other, starts first, behind the byte lengths of
/// the first two (two bytes each): a search by start decodes only the starts (one byte a step,
/// mostly).
///
/// Blocks are appended whole and never change: only the step table's last rows may still
/// change, and those are kept unpacked beside the blocks.
@usableFromInline
struct StepBlocks: Equatable {
    /// Rows a block holds.
    @inlinable static var size: Int { 64 }
    /// The bytes are kept in pages of this many, never split by a block: a page is allocated
    /// once, at its size, so the blocks hold no spare room beyond the last page's and what a
    /// page leaves at its end (under `largestBlock`, 2% of a page).
    static var pageSize: Int { 1 << 16 }

    /// Where each block is, and its first row's start and time, which its bytes do not repeat.
    struct Header: Equatable {
        var time: Int64
        var start: Int32
        var offset: UInt32
    }

    private var headers = StepColumn<Header>()
    private var pages: [[UInt8]] = []

    /// The rows held: `count * size`.
    @usableFromInline var rowCount: Int { headers.count * Self.size }
    var count: Int { headers.count }

    init() {}

    /// The most bytes a block can take: its two lengths, then at most five bytes a start or label
    /// (32-bit numbers) and ten a time.
    static var largestBlock: Int { 4 + (size - 1) * 5 + size * 5 + (size - 1) * 10 }

    /// Appends a block of `size` rows, row `index` of it being `row(index)`, encoded straight
    /// into the last page (a new one when it might not fit).
    @usableFromInline
    mutating func append(_ row: (Int) -> StepRow) {
        let offset = offsetOfNextBlock()
        Self.encode(row, into: &pages[pages.count - 1])
        let first = row(0)
        headers.append(Header(time: first.time, start: first.start, offset: offset))
    }

    /// Where the next block's bytes go: the end of the last page, or a new page when a block
    /// might not fit there.
    private mutating func offsetOfNextBlock() -> UInt32 {
        if pages.isEmpty || pages[pages.count - 1].count + Self.largestBlock > Self.pageSize {
            var page: [UInt8] = []
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        return UInt32((pages.count - 1) * Self.pageSize + pages[pages.count - 1].count)
    }

    /// Appends a block's bytes to `bytes`: the columns' byte lengths (two bytes each), then the
    /// columns. The first row's start and time are in the header.
    static func encode(_ row: (Int) -> StepRow, into bytes: inout [UInt8]) {
        let base = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        var previous = row(0)
        for index in 1..<size {
            let current = row(index)
            write(Int64(current.start) - Int64(previous.start), to: &bytes)
            previous = current
        }
        let startsEnd = bytes.count
        for index in 0..<size {
            let current = row(index)
            write(Int64(current.labelEntry) - Int64(current.start), to: &bytes)
        }
        let labelsEnd = bytes.count
        previous = row(0)
        for index in 1..<size {
            let current = row(index)
            write(current.time &- previous.time, to: &bytes)
            previous = current
        }
        for (position, length) in [(base, startsEnd - base - 4), (base + 2, labelsEnd - startsEnd)] {
            bytes[position] = UInt8(truncatingIfNeeded: length)
            bytes[position + 1] = UInt8(truncatingIfNeeded: length >> 8)
        }
    }

    /// Appends a block read back from storage, its first row's start and time and its bytes as
    /// `encode` wrote them, checking each row with `check` as it is decoded and every read
    /// against the block's end: bytes that do not decode, or rows a log could not have made,
    /// throw, and nothing is appended.
    mutating func appendStored(
        start: Int32, time: Int64, bytes: UnsafeBufferPointer<UInt8>, check: inout StepTableCheck
    ) throws(HistoryArchiveError) {
        let first = check.count
        func damaged() -> HistoryArchiveError {
            HistoryArchiveError(path: "steps[\(first)...\(first + Self.size - 1)]", message: "is a packed block of steps that does not decode")
        }
        guard bytes.count >= 4, bytes.count <= Self.largestBlock else { throw damaged() }
        let startsEnd = 4 + (Int(bytes[0]) | Int(bytes[1]) << 8)
        let labelsEnd = startsEnd + (Int(bytes[2]) | Int(bytes[3]) << 8)
        guard labelsEnd <= bytes.count else { throw damaged() }
        // The quick check says only whether the block is sound; when it is not, decoding it
        // row by row names the row.
        let before = check
        let quick = first > 0 && startsEnd == 4 + Self.size - 1 && labelsEnd == startsEnd + Self.size
        var sound = false
        if quick { sound = try Self.checkSingleBytes(start: start, bytes: bytes, labels: startsEnd, times: labelsEnd, check: &check) }
        if !sound {
            check = before
            try Self.checkDecoding(start: start, time: time, bytes: bytes, startsEnd: startsEnd, labelsEnd: labelsEnd, check: &check, damaged: damaged)
        }
        let offset = offsetOfNextBlock()
        pages[pages.count - 1].append(contentsOf: bytes)
        headers.append(Header(time: time, start: start, offset: offset))
    }

    /// Checks a stored block whose every start and label is one byte (steps of fewer than 64
    /// entries each, the common case) without decoding it row by row: a start's byte must be
    /// even and not 0 (a zigzagged number above 0), a label's even (0 or more) and below the
    /// next start's (so inside its step). Only the first row and the last go through `check`,
    /// which knows the rows before the block and the log's length. Whether the block is sound.
    private static func checkSingleBytes(
        start: Int32, bytes: UnsafeBufferPointer<UInt8>, labels: Int, times: Int, check: inout StepTableCheck
    ) throws(HistoryArchiveError) -> Bool {
        guard bytes[labels] & 1 == 0, let firstLabel = int32(start, plus: Int64(bytes[labels] >> 1)) else { return false }
        try check.check(StepRow(start: start, labelEntry: firstLabel, time: 0))
        // Without a branch a row, so that the compiler can do many rows at once: a bit is set
        // in `odd` by an odd byte or one that does not end its number (0x80 and up: the block
        // would then hold fewer numbers than bytes), and in `outside` by a label not below the next start (which
        // also refuses a start of 0, as labels are 0 or more).
        var odd: UInt8 = 0, outside: Int16 = 0
        var last = Int64(start)
        for index in 1..<size {
            let (step, label, nextLabel) = (bytes[3 + index], bytes[labels + index - 1], bytes[labels + index])
            odd |= step | label | nextLabel
            outside |= (Int16(label) &- Int16(step) &+ 256) >> 8 & 1
            last &+= Int64(step >> 1)
        }
        guard odd & 0x81 == 0, outside == 0, let lastStart = Int32(exactly: last), let lastLabel = int32(lastStart, plus: Int64(bytes[labels + size - 1] >> 1)) else {
            return false
        }
        try check.checked(size - 1, last: StepRow(start: lastStart, labelEntry: lastLabel, time: 0))
        // The times are not checked, but must be as many as their readers take: one number
        // ends at each byte below 0x80, and the last byte ends one.
        var ends = 0
        for position in times..<bytes.count { ends &+= Int(1 &- bytes[position] >> 7) }
        return ends == size - 1 && bytes[bytes.count - 1] < 0x80
    }

    /// Checks a stored block by decoding every row, each read kept inside its column.
    private static func checkDecoding(
        start: Int32, time: Int64, bytes: UnsafeBufferPointer<UInt8>, startsEnd: Int, labelsEnd: Int, check: inout StepTableCheck,
        damaged: () -> HistoryArchiveError
    ) throws(HistoryArchiveError) {
        var (starts, labels, times) = (4, startsEnd, labelsEnd)
        var row = StepRow(start: start, labelEntry: 0, time: time)
        for index in 0..<size {
            if index > 0 {
                guard let delta = read(bytes, at: &starts, before: startsEnd), let next = int32(row.start, plus: delta),
                    let elapsed = read(bytes, at: &times, before: bytes.count)
                else { throw damaged() }
                row.start = next
                row.time = row.time &+ elapsed
            }
            guard let distance = read(bytes, at: &labels, before: labelsEnd), let label = int32(row.start, plus: distance) else {
                throw damaged()
            }
            row.labelEntry = label
            try check.check(row)
        }
        guard starts == startsEnd, labels == labelsEnd, times == bytes.count else { throw damaged() }
    }

    /// The start of block `block`'s first row, without decoding it.
    func firstStart(ofBlock block: Int) -> Int32 { headers[block].start }

    /// Row `index` of the rows held.
    @usableFromInline
    func row(_ index: Int) -> StepRow {
        let wanted = index % Self.size
        return reading(index / Self.size) { header, bytes, columns in
            var row = StepRow(start: header.start, labelEntry: 0, time: header.time)
            var (starts, labels, times) = columns
            for _ in 0..<wanted {
                row.start = Int32(truncatingIfNeeded: Int64(row.start) + Self.read(bytes, at: &starts))
                row.time = row.time &+ Self.read(bytes, at: &times)
                _ = Self.read(bytes, at: &labels)
            }
            row.labelEntry = Int32(truncatingIfNeeded: Int64(row.start) + Self.read(bytes, at: &labels))
            return row
        }
    }

    /// Calls `body` with each row of block `block` from its row `first` on, and its index among
    /// the rows held, in order.
    func forEachRow(inBlock block: Int, from first: Int = 0, _ body: (Int, StepRow) -> Void) {
        reading(block) { header, bytes, columns in
            var row = StepRow(start: header.start, labelEntry: 0, time: header.time)
            var (starts, labels, times) = columns
            for index in 0..<Self.size {
                if index > 0 {
                    row.start = Int32(truncatingIfNeeded: Int64(row.start) + Self.read(bytes, at: &starts))
                    row.time = row.time &+ Self.read(bytes, at: &times)
                }
                row.labelEntry = Int32(truncatingIfNeeded: Int64(row.start) + Self.read(bytes, at: &labels))
                if index >= first { body(block * Self.size + index, row) }
            }
        }
    }

    /// The first row of block `block`, from its row `first` on, whose start is `entry` or later,
    /// and that start, decoding only the starts; `nil` when none is.
    func firstRow(inBlock block: Int, from first: Int = 0, startingAtOrAfter entry: Int) -> (index: Int, start: Int)? {
        reading(block) { header, bytes, columns in
            var start = Int(header.start)
            var position = columns.starts
            for index in 0..<Self.size {
                if index > 0 { start += Int(Self.read(bytes, at: &position)) }
                if index >= first, start >= entry { return (block * Self.size + index, start) }
            }
            return nil
        }
    }

    /// Calls `body` with block `block`'s header, its page's bytes and where each column begins.
    private func reading<Result>(
        _ block: Int, _ body: (Header, UnsafeBufferPointer<UInt8>, (starts: Int, labels: Int, times: Int)) -> Result
    ) -> Result {
        let header = headers[block]
        return pages[Int(header.offset) / Self.pageSize].withUnsafeBufferPointer { bytes in
            let position = Int(header.offset) % Self.pageSize
            let startsLength = Int(bytes[position]) | Int(bytes[position + 1]) << 8
            let labelsLength = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            let starts = position + 4
            return body(header, bytes, (starts, starts + startsLength, starts + startsLength + labelsLength))
        }
    }

    /// Appends `value` as a zigzag varint: small numbers, negative or not, take a byte.
    static func write(_ value: Int64, to bytes: inout [UInt8]) {
        var bits = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while bits >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: bits) | 0x80)
            bits >>= 7
        }
        bytes.append(UInt8(bits))
    }

    /// `value + difference` when it is a 32-bit number, as a start or a label must be.
    @inline(__always)
    private static func int32(_ value: Int32, plus difference: Int64) -> Int32? {
        let (sum, overflow) = Int64(value).addingReportingOverflow(difference)
        return overflow ? nil : Int32(exactly: sum)
    }

    /// A number from bytes read back from storage: `nil` when it runs to `end` unfinished or
    /// is longer than any 64-bit number.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, before end: Int) -> Int64? {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        while position < end, shift < 64 {
            let byte = bytes[position]
            position += 1
            bits |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1) }
            shift += 7
        }
        return nil
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int64 {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[position]
            position += 1
            bits |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int64(bitPattern: bits >> 1) ^ -Int64(bitPattern: bits & 1)
    }
}
