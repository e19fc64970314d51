/// A growing column of values kept in chunks of a fixed size (the step table's block headers):
/// appending never copies the whole column, and the column never holds spare room beyond one
/// chunk, where an array grown by doubling may hold twice its size.
struct StepColumn<Element: Equatable>: RandomAccessCollection, Equatable {
    static var chunkSize: Int { 4096 }
    private var chunks: [[Element]] = []
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    subscript(position: Int) -> Element {
        chunks[position / Self.chunkSize][position % Self.chunkSize]
    }

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
