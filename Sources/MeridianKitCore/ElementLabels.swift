/// What names the elements of a collection: each one's `title`, else its `name`, else its
/// `label`, the first that is text, else the element itself.
///
/// Each field read through a mirror looks the field's type up again, and a group of a hundred
/// elements on the State page is read a label each: which fields may name a structure is found
/// once for its type, and then only those are read.
final class ElementLabels {
    /// The fields that name an element, the first found first.
    static let fields = ["title", "name", "label"]

    private enum Candidates {
        /// The offsets of the fields that may name a structure of the type, the first found first.
        case at([Int])
        /// Every field read, in order: a value that is not a plain structure (an enum's fields
        /// are its case's, a custom mirror's are its own).
        case walked
    }

    private var candidatesByType: [ObjectIdentifier: Candidates] = [:]

    /// `element`'s label read by `text`; `mirror` is the element's.
    func label(of element: Any, mirror: Mirror, text: (Any) -> String) -> String {
        let type = ObjectIdentifier(Swift.type(of: element))
        let candidates: Candidates
        if let known = candidatesByType[type] {
            candidates = known
        } else {
            candidates = Self.candidates(of: element, mirror: mirror)
            candidatesByType[type] = candidates
        }
        switch candidates {
        case .at(let offsets):
            let children = mirror.children
            for offset in offsets {
                let value = children[children.index(children.startIndex, offsetBy: offset)].value
                if value is String { return text(value) }
            }
            return text(element)
        case .walked:
            return Self.walkedLabel(of: element, mirror: mirror, text: text)
        }
    }

    /// The label found in one pass over every field, ending at a title.
    static func walkedLabel(of element: Any, mirror: Mirror, text: (Any) -> String) -> String {
        var found: (rank: Int, value: Any)?
        for child in mirror.children {
            guard let name = child.label, let rank = fields.firstIndex(of: name), rank < found?.rank ?? fields.count,
                child.value is String else { continue }
            found = (rank, child.value)
            if rank == 0 { break }
        }
        return text(found?.value ?? element)
    }

    private static func candidates(of element: Any, mirror: Mirror) -> Candidates {
        guard mirror.displayStyle == .struct, !(element is any CustomReflectable) else { return .walked }
        let named = mirror.children.enumerated().compactMap { offset, child in
            child.label.flatMap { fields.firstIndex(of: $0) }.map { (rank: $0, offset: offset) }
        }
        return .at(named.sorted { $0.rank < $1.rank }.map(\.offset))
    }
}
