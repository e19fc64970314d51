import Foundation
import MeridianKitCore
import StoreBenchmarks

/// What a step changed, worked out by the inspector from the states before and after it
/// (`StateChanges`), in a collection of 10,000 elements: one element changed and one removed,
/// matched by id; one string put in front of an array of strings, matched by a longest common
/// subsequence. The inspector works it out for the step the list selects, as the slider moves.
enum StepChangeBenchmarks {
    struct Book: Equatable, Identifiable {
        var id: Int
        var title: String
        var isRead: Bool
    }

    struct Library: Equatable {
        var books: [Book]
        var tags: [String]
    }

    static func run(elements: Int = 10_000, rounds: Int = 50) {
        print("# What a step changed — \(Measure.machine)")
        let before = Library(
            books: (0..<elements).map { Book(id: $0, title: "Book \($0)", isRead: $0 % 2 == 0) },
            tags: (0..<elements).map { "tag \($0)" })
        var identified = before
        identified.books[elements / 2].title = "Another title"
        identified.books.remove(at: elements * 9 / 10)
        var sequenced = before
        sequenced.tags.insert("new", at: 0)
        for (name, after) in [("one element changed and one removed, matched by id", identified), ("one string put in front, matched as a sequence", sequenced)] {
            var changed = 0
            let times = (0..<rounds).map { _ in Measure.seconds { changed = StateChanges.values(from: before, to: after).count } }
            print(String(format: "what a step changed, %d elements, %@: p50 %.2f ms, p95 %.2f ms, %d values (target ≤ 5 ms)",
                         elements, name, Measure.percentile(times, 0.5) * 1000, Measure.percentile(times, 0.95) * 1000, changed))
        }
    }
}
