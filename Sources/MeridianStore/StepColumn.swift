/// A growing column of values kept in chunks of a fixed size (the step table's block headers):
/// appending never copies the whole column, and the column never holds spare room beyond one
/// chunk, where an array grown by doubling may hold twice its size.
@usableFromInline
struct StepColumn<Element: Equatable>: RandomAccessCollection, Equatable {
    @inlinable static var chunkSize: Int { 4096 }
    @usableFromInline var chunks: [[Element]] = []
    @usableFromInline var endIndex = 0

    /// A column of `elements`, in order.
    @usableFromInline
    init(_ elements: [Element]) {
        chunks.reserveCapacity((elements.count + Self.chunkSize - 1) / Self.chunkSize)
        for start in stride(from: 0, to: elements.count, by: Self.chunkSize) {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(contentsOf: elements[start..<Swift.min(start + Self.chunkSize, elements.count)])
            chunks.append(chunk)
        }
        endIndex = elements.count
    }

    @inlinable var startIndex: Int { 0 }

    @inlinable
    subscript(position: Int) -> Element {
        get { chunks[position / Self.chunkSize][position % Self.chunkSize] }
        set { chunks[position / Self.chunkSize][position % Self.chunkSize] = newValue }
    }

    @inlinable
    mutating func append(_ element: Element) {
        if endIndex % Self.chunkSize == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        endIndex += 1
    }
}
