import Foundation
import MeridianKitCore
import Testing

/// The whole state at a step as a folding tree: made a level at a time, named by the paths the
/// changes use, a large collection in groups, searched a slice at a time.
struct StateTreeTests {
    struct Book: Codable, Equatable, Identifiable {
        var id: Int
        var title: String
        var isRead = false
    }

    struct Shelf: Codable, Equatable {
        var books: [Book]
        var tags: [String] = []
        var notes: [String: String] = [:]
        var owner: String? = nil
    }

    private let shelf = Shelf(
        books: [Book(id: 1, title: "Dune", isRead: true), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")],
        tags: ["novels"], notes: ["b": "lent", "a": "signed"])

    private func lines(_ nodes: [StateNode]) -> [String] {
        nodes.map { "\($0.name) = \($0.summary)\($0.hasChildren ? " ▸" : "")" }
    }

    private func child(_ nodes: [StateNode], _ name: String) throws -> StateNode {
        try #require(nodes.first { $0.name == name })
    }

    @Test func theRootListsTheStatesFieldsWithWhatEachHolds() {
        #expect(lines(StateTree.roots(of: shelf)) == ["books = 3 elements ▸", "tags = 1 element ▸", "notes = 2 elements ▸", "owner = none"])
    }

    /// Whole numbers, plain or optional, and a state held in an optional.
    struct Counter { var count = 7; var limit: Int? = 12; var step: Int? = nil; var offset = -3 }

    @Test func numbersReadAsThemselvesAndAStateInAnOptionalAsItsFields() {
        let rows = ["count = 7", "limit = 12", "step = none", "offset = -3"]
        #expect(lines(StateTree.roots(of: Counter())) == rows)
        #expect(lines(StateTree.roots(of: Optional(Optional(Counter())) as Any)) == rows)
        #expect(StateTree.roots(of: Optional<Counter>.none as Any).isEmpty)
    }

    /// Elements named by another field than a title, and one whose title is not text.
    struct Labelled: Codable, Equatable {
        struct ByLabel: Codable, Equatable { var size = 2; var label = "small"; var name = "Box" }
        struct ByName: Codable, Equatable { var title = 7; var label = "seven"; var name = "Seven" }
        struct Unnamed: Codable, Equatable { var size = 3 }
        var byLabel = [ByLabel()]
        var byName = [ByName()]
        var unnamed = [Unnamed()]
    }

    @Test func anElementReadsAsItsTitleElseItsNameElseItsLabel() throws {
        let roots = StateTree.roots(of: Labelled())
        #expect(lines(StateTree.children(of: try child(roots, "byLabel"))) == ["[0] = “Box” ▸"], "a name before a label, wherever it stands")
        #expect(lines(StateTree.children(of: try child(roots, "byName"))) == ["[0] = “Seven” ▸"], "a title that is not text names nothing")
        #expect(lines(StateTree.children(of: try child(roots, "unnamed"))) == ["[0] = Unnamed(size: 3) ▸"])
    }

    /// Elements of one type whose naming field is text in one and empty in the next.
    struct Notes { struct Note { var name: String; var title: String? }; var notes = [Note(name: "first", title: nil), Note(name: "second", title: "Second")] }

    @Test func eachElementOfATypeReadsAsItsOwnFields() throws {
        // The fields that may name a type are found once for it; which names each element is its own.
        #expect(lines(StateTree.children(of: try child(StateTree.roots(of: Notes()), "notes"))) == ["[0] = “first” ▸", "[1] = “Second” ▸"])
    }

    @Test func identifiedElementsAreNamedByIDAndReadByTheirLabel() throws {
        let books = StateTree.children(of: try child(StateTree.roots(of: shelf), "books"))
        #expect(lines(books) == ["[id 1] = “Dune” ▸", "[id 2] = “Emma” ▸", "[id 3] = “Ulysses” ▸"])
        let emma = StateTree.children(of: try child(books, "[id 2]"))
        #expect(emma.map(\.path) == ["books[id 2].id", "books[id 2].title", "books[id 2].isRead"])
        #expect(lines(emma) == ["id = 2", "title = “Emma”", "isRead = false"])
    }

    struct Tagged<ID: Hashable & Sendable>: Identifiable, Equatable {
        var id: ID
    }

    struct Code: Hashable, Sendable {
        var letters: String
    }

    struct Holder<Element> {
        var elements: [Element]
    }

    /// The names of the elements of `elements`, the only field of the state.
    private func names<ID>(_ elements: [Tagged<ID>]) throws -> [String] {
        StateTree.children(of: try child(StateTree.roots(of: Holder(elements: elements)), "elements")).map(\.name)
    }

    @Test func elementsAreNamedByIDOnlyWhenNoTwoShareOneWhateverTheIDsTypeAndOrder() throws {
        let uuid = { (n: Int) in UUID(uuidString: "6D657269-6469-616E-0002-00000000000\(n)")! }
        #expect(try names([Tagged(id: 3), Tagged(id: 1), Tagged(id: 2)]) == ["[id 3]", "[id 1]", "[id 2]"])
        #expect(try names([Tagged(id: 1), Tagged(id: 2), Tagged(id: 1)]) == ["[0]", "[1]", "[2]"])
        #expect(try names([Tagged(id: "b"), Tagged(id: "a")]) == ["[id “b”]", "[id “a”]"])
        #expect(try names([Tagged(id: "a"), Tagged(id: "b"), Tagged(id: "a")]) == ["[0]", "[1]", "[2]"])
        #expect(try names([Tagged(id: uuid(2)), Tagged(id: uuid(1))]) == ["[id …00000002]", "[id …00000001]"])
        #expect(try names([Tagged(id: uuid(1)), Tagged(id: uuid(1))]) == ["[0]", "[1]"])
        #expect(try names([Tagged(id: Code(letters: "x")), Tagged(id: Code(letters: "y"))]).count == 2)
        #expect(try names([Tagged(id: Code(letters: "x")), Tagged(id: Code(letters: "x"))]) == ["[0]", "[1]"])
    }

    @Test func aValuesPathIsTheOneItsChangeIsNamedBy() throws {
        var read = shelf
        read.books[1].isRead = true
        read.notes["a"] = "signed twice"
        let changed = StateChanges.values(from: shelf, to: read).map(\.path)
        let roots = StateTree.roots(of: read)
        let isRead = try child(StateTree.children(of: try child(StateTree.children(of: try child(roots, "books")), "[id 2]")), "isRead")
        let note = try child(StateTree.children(of: try child(roots, "notes")), "[“a”]")
        #expect(changed == [isRead.path, note.path])
    }

    @Test func dictionariesAreListedByKeyInOrderAndOtherArraysByOffset() throws {
        let roots = StateTree.roots(of: shelf)
        #expect(lines(StateTree.children(of: try child(roots, "notes"))) == ["[“a”] = “signed”", "[“b”] = “lent”"])
        #expect(StateTree.children(of: try child(roots, "tags")).map(\.path) == ["tags[0]"])
    }

    @Test func aHundredThousandElementsOpenInGroupsOfAtMostAHundred() throws {
        let large = Shelf(books: (0..<100_000).map { Book(id: $0, title: "Book \($0)") })
        let books = try child(StateTree.roots(of: large), "books")
        #expect(books.summary == "100000 elements")
        let tenThousands = StateTree.children(of: books)
        #expect(tenThousands.count == 10)
        #expect(lines(Array(tenThousands.prefix(2))) == ["[0 … 9999] = 10000 elements ▸", "[10000 … 19999] = 10000 elements ▸"])
        let hundreds = StateTree.children(of: tenThousands[9])
        #expect(hundreds.count == 100)
        #expect(hundreds.last?.name == "[99900 … 99999]")
        let elements = StateTree.children(of: hundreds[99])
        #expect(elements.count == 100)
        #expect(elements.last.map { "\($0.path) = \($0.summary)" } == "books[id 99999] = “Book 99999”")
    }

    @Test func aValueIsCopiedAsJSONAndALeafAsItsJSONToo() throws {
        let emma = try child(StateTree.children(of: try child(StateTree.roots(of: shelf), "books")), "[id 2]")
        let json = StateTree.copiedValue(of: emma)
        #expect(try JSONDecoder().decode(Book.self, from: Data(json.utf8)) == shelf.books[1])
        #expect(StateTree.copiedValue(of: try child(StateTree.children(of: emma), "title")) == "\"Emma\"")
    }

    @Test func aSearchFindsValuesAndLabelsIgnoringCaseASliceAtATime() {
        var search = StateSearch(state: shelf, query: "emma")
        search.advance(visiting: 1_000)
        #expect(search.isFinished)
        #expect(search.matches.map(\.path) == ["books[id 2]", "books[id 2].title"])

        let large = Shelf(books: (0..<100_000).map { Book(id: $0, title: "Book \($0)") }, owner: "Ana")
        var last = StateSearch(state: large, query: "book 99999")
        last.advance(visiting: 500)
        #expect(!last.isFinished)
        #expect(last.matches.isEmpty)
        while !last.isFinished { last.advance(visiting: 50_000) }
        #expect(last.matches.map(\.path) == ["books[id 99999]", "books[id 99999].title"])

        var many = StateSearch(state: large, query: "book", limit: 10)
        many.advance(visiting: 1_000_000)
        #expect(many.isFinished)
        #expect(many.matches.count == 10)
    }
}
