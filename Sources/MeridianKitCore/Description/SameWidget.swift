// Which widget a description is: what a renderer compares before it updates a widget in place.

extension View {
    /// Whether `other` describes the same widget as this, to be updated in place rather than
    /// made anew: the same kind (a toggle of the same style, a separator or a paned of the
    /// same axis, a custom widget of the same key) and the same id. Compared on the parts as
    /// they are, without copying them: a renderer asks this of every widget at every change.
    public func isSameWidget(as other: View) -> Bool {
        let (a, b) = (parts, other.parts)
        guard a !== b else { return true }
        // The ids are read alone: a method of the traits would copy them whole, every field.
        guard a.kind.widgetClass == b.kind.widgetClass, Self.areSameIDs(a.traits.id, b.traits.id) else { return false }
        switch a.kind {
        case .toggle(let mine): if case .toggle(let theirs) = b.kind { return mine.style == theirs.style }
        case .separator(let mine): if case .separator(let theirs) = b.kind { return mine == theirs }
        case .paned(let mine): if case .paned(let theirs) = b.kind { return mine.axis == theirs.axis }
        case .custom(let mine): if case .custom(let theirs) = b.kind { return mine.key == theirs.key }
        case .lazy(let mine): if case .lazy(let theirs) = b.kind { return mine == theirs }
        // A list made to hold every row, or only those in view, holds them so for its life.
        case .list(let mine): if case .list(let theirs) = b.kind { return mine.isVirtualized == theirs.isVirtualized }
        default: return true
        }
        return false
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

extension ViewKind {
    /// Which case it is, without its content.
    var widgetClass: Int {
        switch self {
        case .box: 0
        case .label: 1
        case .image: 2
        case .button: 3
        case .toggle: 4
        case .entry: 5
        case .choice: 6
        case .slider: 7
        case .separator: 8
        case .spinner: 9
        case .eventArea: 10
        case .scrolled: 11
        case .revealer: 12
        case .stack: 13
        case .overlay: 14
        case .paned: 15
        case .flow: 16
        case .list: 17
        case .row: 18
        case .custom: 19
        case .lazy: 20
        }
    }
}
