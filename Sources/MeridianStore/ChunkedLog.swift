/// An append-only sequence kept in fixed-size chunks, which may begin part-way: the elements
/// before `startIndex` are not held here (a history resumed from storage holds only its last
/// segment; the rest is read from storage when needed).
///
/// A history is a value, and copies of it are taken while the app keeps recording (a load in
/// the background reads one). With one array, the next append after such a copy would copy
/// the whole log on the main thread; with chunks, the copies share every full chunk and the
/// append copies at most the last one.
@usableFromInline
struct ChunkedLog<Element>: RandomAccessCollection {
    @inlinable static var chunkSize: Int { 1024 }
    @usableFromInline var chunks: ContiguousArray<ContiguousArray<Element>> = []
    /// The index of the first element held.
    @usableFromInline private(set) var startIndex: Int
    /// The index after the last element: the length of the whole log, held or not.
    @usableFromInline var endIndex: Int

    init(startingAt start: Int = 0) {
        startIndex = start
        endIndex = start
    }

    @inlinable
    subscript(position: Int) -> Element {
        _read {
            precondition(position >= startIndex && position < endIndex, "index out of range")
            let offset = position - startIndex
            yield chunks[offset / Self.chunkSize][offset % Self.chunkSize]
        }
    }

    @inlinable
    mutating func append(_ element: Element) {
        if (endIndex - startIndex) % Self.chunkSize == 0 {
            var chunk = ContiguousArray<Element>()
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        endIndex += 1
    }

    /// Lets go of the whole chunks before `index` (storage holds them), as far as a chunk
    /// boundary that is a multiple of `alignment` allows; the last chunk always stays.
    mutating func dropChunks(before index: Int, alignment: Int) {
        var count = Swift.min((index - startIndex) / Self.chunkSize, chunks.count - 1)
        while count > 0, (startIndex + count * Self.chunkSize) % alignment != 0 { count -= 1 }
        guard count > 0 else { return }
        chunks.removeFirst(count)
        startIndex += count * Self.chunkSize
    }

    mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkSize - 1) / Self.chunkSize)
    }
}

extension ChunkedLog: Sendable where Element: Sendable {}
