import CGtk
import MeridianKitCore

/// One described widget as GTK shows it: the widget, the description last applied to it, and
/// the widgets of its children. (Its state is read for every widget at every change, on the
/// main thread, and never changed while it is read: it goes without the runtime's exclusivity
/// check.)
@MainActor
final class MountedView {
    let widget: Widget
    /// The description last applied (its children's parts are their mounted views' own).
    @exclusivity(unchecked) private(set) var view: View
    @exclusivity(unchecked) var children: [MountedView] = []
    /// A list's rows by identity.
    @exclusivity(unchecked) var list: MountedList?
    /// How its kind is shown: the adapter of its content's type (`Rendering/Kinds`), found
    /// when it is made (a widget keeps its kind for its life).
    let kind: any GtkKind.Type
    unowned let host: ViewHost
    /// Cleared when the widget leaves the host's tree, after which no input reaches it.
    @exclusivity(unchecked) private(set) var isMounted = true
    /// Whether this widget or one below it has a tag or a reference (when none has, nothing
    /// needs finding or hiding).
    @exclusivity(unchecked) private(set) var holdsTags = false
    /// The event signals connected so far (they are connected when a description first has them).
    var connectedEvents: Set<String> = []

    /// The lazy part this widget was last described by, if it was one (see `Lazy`): while the
    /// next is equal to it, the widget and those below it are not gone through.
    @exclusivity(unchecked) private var lazy: LazyContent?

    /// Makes the widget of `description` (or takes `made`, the widget its kind made for it: a
    /// rooted host's) and its children's, and shows it as described, in a parent of `parentKind`.
    init(_ description: View, host: ViewHost, parentKind: (any GtkKind.Type)? = nil, widget made: Widget? = nil) {
        let lazy = description.lazyContent
        let view = lazy?.view ?? description
        self.lazy = lazy
        self.host = host
        self.view = view
        self.parentKind = parentKind
        let kind = gtkAdapter(of: view)
        self.kind = kind
        widget = made ?? kind.makeWidget(for: view)
        host.retag(self, from: nil, to: view.traits.tag)
        view.traits.reference?.attach(self)
        // `gtk_widget_show_all`, run when a window is presented, leaves every described widget
        // as the description left it.
        gtk_widget_set_no_show_all(widget, 1)
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        kind.mount(self)
        apply(view.traits, over: ViewTraits(), isNew: true)
        connectEvents(of: view)
        mountChildren(of: view)
        noteTags()
        kind.finish(self, over: nil)
        kind.described(self)
        if view.traits.isVisible { gtk_widget_show(widget) }
        if view.traits.takesFocus { gtk_widget_grab_focus(widget) }
    }

    // Mounted views are let go of on the main thread (by the host or their parent), where an
    // isolated deinit runs at once.
    isolated deinit {
        // The reference taken at `init`: the widget lasts at least as long as this.
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// Applies `new` to this widget when it is the same kind of widget; `nil` when it is not,
    /// and the parent must make another.
    func update(with new: View) -> MountedView? {
        guard isSameWidget(as: new) else { return nil }
        update(knownSame: new)
        return self
    }

    /// Whether `description` describes this widget. A lazy part from a value equal to the one
    /// this widget was made from does, without being made.
    private func isSameWidget(as description: View) -> Bool {
        guard let content = description.lazyContent else { return view.isSameWidget(as: description) }
        if let lazy, lazy == content { return true }
        return view.isSameWidget(as: content.view)
    }

    /// Applies `description`, which describes this widget: a lazy part only when its value changed.
    private func update(knownSame description: View) {
        guard let content = description.lazyContent else {
            lazy = nil
            return update(applying: description)
        }
        if let lazy, lazy == content { return }
        lazy = content
        update(applying: content.view)
    }

    /// Applies `new`, which describes this widget and is no lazy part.
    private func update(applying new: View) {
        let old = view
        view = new
        // Most of a description is as it was: what is equal is not gone through at all.
        let kindChanged = !new.hasContent(equalTo: old)
        if kindChanged { kind.apply(self, over: old) }
        if new.traits != old.traits {
            if old.traits.tag != new.traits.tag { host.retag(self, from: old.traits.tag, to: new.traits.tag) }
            if old.traits.reference !== new.traits.reference {
                old.traits.reference?.detach(self)
                new.traits.reference?.attach(self)
            }
            apply(new.traits, over: old.traits)
        }
        connectEvents(of: new)
        updateChildren(with: new)
        noteTags()
        if kindChanged { kind.finish(self, over: old) }
        kind.described(self)
        if new.traits.takesFocus && !old.traits.takesFocus { gtk_widget_grab_focus(widget) }
    }

    /// Takes the widget out of the host's tree: no input reaches it after this.
    func unmount() {
        guard isMounted else { return }
        markUnmounted()
        if kind.isOwnedElsewhere(self) { return }
        if let parentKind { parentKind.destroyChild(widget) } else { gtk_widget_destroy(widget) }
    }

    /// No input reaches this widget or those below it any more (they are being destroyed);
    /// a list's rows kept aside, hidden, are destroyed.
    func markUnmounted() {
        guard isMounted else { return }
        isMounted = false
        host.retag(self, from: view.traits.tag, to: nil)
        view.traits.reference?.detach(self)
        children.forEach { $0.markUnmounted() }
        list?.unmount()
        // Out of its parent before the parent is destroyed, so it lasts for its owner.
        if kind.isOwnedElsewhere(self), let parent = gtk_widget_get_parent(widget) {
            gtk_container_remove(typed(parent, as: GtkContainer.self), widget)
        }
    }

    /// What the parent is: a flow box wraps its children in cells.
    let parentKind: (any GtkKind.Type)?

    /// Whether it is a widget of kind `Kind`.
    func isKind<Kind: GtkKind>(_ other: Kind.Type) -> Bool {
        kind == other
    }

    /// Puts `child`'s widget into this one, as its `index`th child.
    func insert(_ child: MountedView, at index: Int) {
        kind.insert(child, at: index, in: self)
    }

    /// Shows the state's values of what the user edits, where the widget shows another.
    func showEditableState() {
        kind.showEditableValue(of: self)
    }

    /// Whether the host finds the tags here and below, and the references are on these
    /// widgets: not those of a list's row kept aside, which is hidden.
    func setTagsFindable(_ findable: Bool) {
        guard holdsTags else { return }
        host.retag(self, from: findable ? nil : view.traits.tag, to: findable ? view.traits.tag : nil)
        if let reference = view.traits.reference {
            if findable { reference.attach(self) } else { reference.detach(self) }
        }
        children.forEach { $0.setTagsFindable(findable) }
        list?.setTagsFindable(findable)
    }

    private func noteTags() {
        holdsTags = view.traits.tag != nil || view.traits.reference != nil || children.contains { $0.holdsTags } || list?.holdsTags == true
    }

    // MARK: Children

    private func mountChildren(of view: View) {
        for (index, child) in view.children.enumerated() {
            let mounted = MountedView(child, host: host, parentKind: kind)
            insert(mounted, at: index)
            children.append(mounted)
        }
        if let rows = view.rows {
            list = MountedList(self)
            list?.update(rows)
        }
    }

    /// Children by position: a child of the same kind (and id) is updated where it is; one
    /// that is not is made anew in its place. A child with an id is found wherever it was.
    private func updateChildren(with new: View) {
        if let rows = new.rows {
            if list == nil { list = MountedList(self) }
            list?.update(rows)
        }
        let wanted = new.children
        // A revealer described without its child (`Revealer(showing: nil)`) hides the one it has, as it was.
        if wanted.isEmpty, kind.keepsItsChildWhenDescribedWithout { return }
        if wanted.count == children.count, zip(children, wanted).allSatisfy({ $0.isSameWidget(as: $1) }) {
            for (child, description) in zip(children, wanted) { child.update(knownSame: description) }
            return
        }
        let before = children
        var available = children
        var next: [MountedView] = []
        for (index, description) in wanted.enumerated() {
            let match: Int? =
                description.traits.id != nil
                ? available.firstIndex { $0.isSameWidget(as: description) }
                : index < before.count && before[index].isSameWidget(as: description) ? available.firstIndex { $0 === before[index] } : nil
            if let match {
                let kept = available.remove(at: match)
                kept.update(knownSame: description)
                next.append(kept)
            } else {
                next.append(MountedView(description, host: host, parentKind: kind))
            }
        }
        available.forEach { $0.unmount() }
        children = next
        for (index, child) in next.enumerated() where !before.contains(where: { $0 === child }) {
            insert(child, at: index)
        }
        kind.reorder(self)
    }
}

