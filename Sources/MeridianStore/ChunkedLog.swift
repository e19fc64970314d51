/// An append-only sequence kept in fixed-size chunks.
///
/// A history is a value, and copies of it are taken while the app keeps recording (compaction
/// archives it on another thread). With one array, the next append after such a copy would copy
/// the whole log on the main thread; with chunks, the copies share every full chunk and the
/// append copies at most the last one.
struct ChunkedLog<Element>: RandomAccessCollection {
    private static var chunkSize: Int { 1024 }
    private var chunks: ContiguousArray<ContiguousArray<Element>> = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        _read {
            precondition(position >= 0 && position < count, "index out of range")
            yield chunks[position / Self.chunkSize][position % Self.chunkSize]
        }
    }

    mutating func append(_ element: Element) {
        if count % Self.chunkSize == 0 {
            var chunk = ContiguousArray<Element>()
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkSize - 1) / Self.chunkSize)
    }
}

extension ChunkedLog: Sendable where Element: Sendable {}
