import Foundation
import MeridianKitCore
import Testing

/// What a step changed follows the elements of a collection, not their positions: identified
/// elements by id, other arrays by a longest common subsequence, dictionaries by key, sets by
/// element — each element that came, went or moved said once.
struct StateChangesTests {
    struct Book: Equatable, Identifiable {
        var id: Int
        var title: String
        var isRead = false
    }

    struct Shelf: Equatable {
        var books: [Book]
        var tags: [String] = []
        var notes: [String: String] = [:]
        var labels: Set<String> = []
    }

    private let shelf = Shelf(books: [
        Book(id: 1, title: "Dune", isRead: true), Book(id: 2, title: "Emma", isRead: true), Book(id: 3, title: "Ulysses"),
    ])

    private func lines(_ old: Shelf, _ new: Shelf) -> [String] {
        StateChanges.values(from: old, to: new).map(\.line)
    }

    @Test func clearingTheMiddleBookIsOneRemovalNamedByItsIDAndTitle() {
        var cleared = shelf
        cleared.books.remove(at: 1)
        #expect(lines(shelf, cleared) == ["books[id 2]: “Emma” removed from 1"])
    }

    @Test func aBookAddedMovedOrChangedIsSaidOnce() {
        var changed = shelf
        changed.books.insert(Book(id: 4, title: "Middlemarch"), at: 0)
        #expect(lines(shelf, changed) == ["books[id 4]: “Middlemarch” inserted at 0"])

        changed = shelf
        changed.books.insert(changed.books.removeLast(), at: 0)
        #expect(lines(shelf, changed) == ["books[id 3]: “Ulysses” moved from 2 to 0"])

        changed = shelf
        changed.books[2].isRead = true
        #expect(lines(shelf, changed) == ["books[id 3].isRead: false → true"])
    }

    @Test func otherArraysAreMatchedByTheirLongestCommonSubsequence() {
        var changed = shelf
        changed.tags = ["b", "c", "d"]
        var tagged = shelf
        tagged.tags = ["a", "b", "c", "d"]
        #expect(lines(changed, tagged) == ["tags[0]: “a” inserted at 0"])
        #expect(lines(tagged, changed) == ["tags[0]: “a” removed from 0"])
        // One element replaced by another in its place is one value changed; several in a row
        // pair in order.
        var replaced = tagged
        replaced.tags[2] = "C"
        #expect(lines(tagged, replaced) == ["tags[2]: “c” → “C”"])
        replaced.tags[0...1] = ["A", "B"]
        #expect(lines(tagged, replaced) == ["tags[0]: “a” → “A”", "tags[1]: “b” → “B”", "tags[2]: “c” → “C”"])
    }

    @Test func dictionariesAreMatchedByKeyAndSetsByElement() {
        var before = shelf
        before.notes = ["Dune": "sand", "Emma": "matchmaking"]
        before.labels = ["classic", "long"]
        var after = before
        after.notes["Dune"] = "spice"
        after.notes["Emma"] = nil
        after.notes["Ulysses"] = "Dublin"
        after.labels = ["classic", "short"]
        #expect(Set(lines(before, after)) == [
            "notes[“Dune”]: “sand” → “spice”", "notes[“Emma”]: “matchmaking” removed", "notes[“Ulysses”]: “Dublin” added",
            "labels: “long” removed", "labels: “short” added",
        ])
    }

    @Test func oneChangeAmongTenThousandElementsIsOneValue() {
        let many = Shelf(books: (0..<10_000).map { Book(id: $0, title: "Book \($0)") })
        var changed = many
        changed.books[5_000].title = "Changed"
        changed.books.remove(at: 9_000)
        #expect(lines(many, changed) == ["books[id 5000].title: “Book 5000” → “Changed”", "books[id 9000]: “Book 9000” removed from 9000"])
    }

    @Test func uuidsAreShortenedToEightDigitsThatNameOneElement() throws {
        struct Zone: Equatable, Identifiable {
            var id: UUID
            var name: String
        }
        let random = Zone(id: UUID(), name: "London")
        let inARow = (1...2).map { Zone(id: UUID(uuidString: "6D657269-6469-616E-0000-00000000000\($0)")!, name: "Zone \($0)") }
        let sameEnds = (1...2).map { Zone(id: UUID(uuidString: "6D657269-6469-616E-000\($0)-000000000001")!, name: "Zone \($0)") }
        #expect(StateChanges.values(from: [random], to: [Zone]()).map(\.path) == ["[id \(random.id.uuidString.prefix(8))]"])
        #expect(StateChanges.values(from: inARow, to: [inARow[0]]).map(\.path) == ["[id …00000002]"])
        #expect(StateChanges.values(from: sameEnds, to: [sameEnds[0]]).map(\.path) == ["[id 6D657269-6469-616E-0002-000000000001]"])
    }

    @Test func theTreeSplitsAPathAtDotsOutsideItsBracketsAndQuotes() {
        var before = shelf
        before.notes = ["a.b": "x", "c]d.e": "z"]
        var after = before
        after.notes["a.b"] = "y"
        after.notes["c]d.e"] = "w"
        #expect(StateChanges.tree(StateChanges.values(from: before, to: after)) == [
            ChangeNode("notes[“a.b”]", change: "“x” → “y”"), ChangeNode("notes[“c]d.e”]", change: "“z” → “w”"),
        ])
    }

    struct Interval: Equatable {
        var lastTick: Date
        var feed: URL
        var price: Decimal
    }

    @Test func aDateAURLAndADecimalReadAsTheStatePageShowsThem() throws {
        let before = Interval(lastTick: Date(timeIntervalSinceReferenceDate: 0), feed: URL(string: "https://a.example/x")!, price: 1)
        let after = Interval(lastTick: Date(timeIntervalSinceReferenceDate: 60), feed: URL(string: "https://b.example/x")!, price: Decimal(string: "2.5")!)
        let changed = StateChanges.values(from: before, to: after)
        let shown = StateTree.roots(of: after).map { "\($0.path): \($0.summary)" }
        #expect(changed.map(\.path) == ["lastTick", "feed", "price"])
        #expect(changed.map { "\($0.path): \($0.new)" } == shown)
        #expect(changed[0].line == "lastTick: 2001-01-01 00:00:00 +0000 → 2001-01-01 00:01:00 +0000")
    }
}
