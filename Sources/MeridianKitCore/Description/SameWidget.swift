// Which widget a description is: what a renderer compares before it updates a widget in place.

extension View {
    /// Whether `other` describes the same widget as this, to be updated in place rather than
    /// made anew: the same kind, whose content says it can show the other's
    /// (`ViewKind.isSameWidget(as:)`: a toggle of the same style, a custom widget of the same key) and the same id. Compared on the parts as
    /// they are, without copying them: a renderer asks this of every widget at every change.
    public func isSameWidget(as other: View) -> Bool {
        let (a, b) = (parts, other.parts)
        guard a !== b else { return true }
        // The kind is the parts' class; the ids are read alone: a method of the traits would
        // copy them whole, every field.
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)), Self.areSameIDs(a.traits.id, b.traits.id) else { return false }
        return a.isSameWidgetContent(as: b)
    }
}

extension View {
    /// Whether both are no id, or equal ids (most widgets have none: that is told without
    /// comparing anything).
    private static func areSameIDs(_ a: AnyHashable?, _ b: AnyHashable?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a == b
        default: false
        }
    }
}
