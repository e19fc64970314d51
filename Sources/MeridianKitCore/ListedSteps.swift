/// The steps the inspector lists, in order: every step of the history, held as their count
/// alone, or the steps a search or filter kept. Listing a history of millions of steps, at
/// every action, costs nothing: the list reads the rows in view, never a copy of every step.
public struct ListedSteps: RandomAccessCollection, Equatable, Sendable {
    /// Every step below this, when every step is listed.
    private var everyBelow: Int?
    /// The steps listed, when not every one is.
    private var chosen: [Int32]

    /// Every step from 0 to `count - 1`.
    public static func every(_ count: Int) -> ListedSteps {
        ListedSteps(everyBelow: Swift.max(count, 0), chosen: [])
    }

    /// These steps, in increasing order.
    public init(_ steps: [Int32] = []) {
        self.everyBelow = nil
        self.chosen = steps
    }

    private init(everyBelow: Int?, chosen: [Int32]) {
        self.everyBelow = everyBelow
        self.chosen = chosen
    }

    /// Whether every step is listed (no search or filter narrows them).
    public var isEveryStep: Bool { everyBelow != nil }

    public var startIndex: Int { 0 }
    public var endIndex: Int { everyBelow ?? chosen.count }

    public subscript(position: Int) -> Int32 {
        everyBelow != nil ? Int32(position) : chosen[position]
    }

    /// Lists the steps from `step` on again, as `matching` keeps them: the steps before stay
    /// as they were (a search or filter unchanged, only later steps added or changed).
    public mutating func replaceSteps(from step: Int, with matching: [Int32]) {
        precondition(everyBelow == nil, "a list of every step is made anew with `every`")
        chosen.removeSubrange(InspectorListing.firstPosition(atOrAfter: step, in: chosen)...)
        chosen.append(contentsOf: matching)
    }
}
