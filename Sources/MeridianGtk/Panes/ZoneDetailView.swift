import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianStore

/// The detail pane: one zone's name and a Close button in its header, its time in large type,
/// its facts, and the entry that renames it. The facts and the entry stand side by side where
/// the pane is wide and one above the other where it is not; the facts wrap rather than being
/// cut, so nothing is lost at any width or scale.
@MainActor
final class ZoneDetailView {
    let root: Widget
    let nameEntry: Widget
    let closeButton: Widget
    let title = Widgets.label("", classes: ["detail-title"], overflow: .wrapThenEllipsize(lines: 2))
    let time = Widgets.label("", classes: ["detail-time"], overflow: .whole)
    let identifier = Widgets.label("", classes: ["dim-label"], overflow: .wrap)
    let offset = Widgets.label("", overflow: .wrap)
    let daylightSaving = Widgets.label("", classes: ["dim-label"], overflow: .wrap)
    let nameError = Widgets.label("", classes: ["error-text"], overflow: .wrap)
    private let revealer: Widget
    private let name: EntryBinding

    init(store: AppStore, clockFormat: DesktopClockFormat) {
        nameEntry = gtk_entry_new()
        Widgets.setAccessibleName(nameEntry, tr("Time zone name"))
        let nameLabel = Widgets.label(tr("Name"), classes: ["dim-label"], overflow: .whole)
        gtk_label_set_mnemonic_widget(nameLabel.cast(), nameEntry)
        gtk_widget_set_no_show_all(nameError, 1)
        // A labelled button in the pane's own header: the window's close button, an ×, sits
        // just above the pane, and an × here read as closing the window.
        closeButton = gtk_button_new_with_label(tr("Close"))
        Widgets.setAccessibleName(closeButton, tr("Close details"))
        gtk_widget_set_tooltip_text(closeButton, tr("Close details"))
        gtk_widget_set_valign(closeButton, GTK_ALIGN_START)
        onSignal(closeButton, "clicked") { store.send(.detail(.closeButtonClicked)) }
        gtk_widget_set_hexpand(title, 1)
        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [title, closeButton])

        let facts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [time, identifier, offset, daylightSaving])
        let rename = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [nameLabel, nameEntry, nameError])
        gtk_widget_set_size_request(rename, Self.renameWidth, -1)
        gtk_widget_set_valign(rename, GTK_ALIGN_END)
        // Two columns when both fit at their natural widths, one otherwise.
        let columns = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(columns.cast(), GTK_SELECTION_NONE)
        gtk_flow_box_set_min_children_per_line(columns.cast(), 1)
        gtk_flow_box_set_max_children_per_line(columns.cast(), 2)
        gtk_flow_box_set_column_spacing(columns.cast(), 24)
        gtk_flow_box_set_row_spacing(columns.cast(), 12)
        for part in [facts, rename] {
            gtk_container_add(columns.cast(), part)
            // The flow box's cells are no stops for Tab: the entry inside is.
            if let cell = gtk_widget_get_parent(part) { gtk_widget_set_can_focus(cell, 0) }
        }

        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [header, columns])
        Widgets.margins(content, Self.margin)
        let pane = Self.scrolling(content, parts: [header, columns])
        Widgets.addClass(pane, "detail-pane")
        revealer = RevealerBinding.make(pane, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        root = revealer

        name = EntryBinding(nameEntry, maximumLength: Int32(ZoneNameValidator.maximumLength), state: { [unowned store] in store.state.viewState.detail?.nameText }) {
            [unowned store] text in
            guard let zoneID = store.state.viewState.detail?.zoneID else { return }
            store.send(.detail(.nameTextChanged(zoneID: zoneID, text: text)))
        }
        let lifetime = WidgetLifetime(of: root).keep([
            store.observe({ DetailModel($0, clockFormat: clockFormat.current) }) { [unowned self] in self.render($0) }
        ])
        clockFormat.whenChanged(during: lifetime) { [unowned self, unowned store] in
            self.render(DetailModel(store.state, clockFormat: clockFormat.current))
        }
    }

    /// The rename column's width, in pixels: room for a name of a few words.
    static let renameWidth: Int32 = 220
    static let margin: Int32 = 18
    /// The least the pane shows of itself in a window too short for all of it (it scrolls
    /// then): the name and the time.
    static let minimumHeight: Int32 = 110

    /// `content` at its natural height where the window has room, scrolling where it has not:
    /// one above the other, the facts and the entry are taller than the two side by side, and
    /// must not make a short window taller. A `GtkLayout` holds it, not the viewport GTK would
    /// put there, whose pixel cache wakes an idle window 20 s after every minute's redraw; so
    /// the content is kept as wide as the layout, and the layout as tall as the content at that
    /// width. `parts` are the content's children, which say how narrow it can be.
    private static func scrolling(_ content: Widget, parts: [Widget]) -> Widget {
        let layout = gtk_layout_new(nil, nil)!
        gtk_layout_put(layout.cast(), content, 0, 0)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scrolled.cast(), 1)
        gtk_scrolled_window_set_min_content_height(scrolled.cast(), minimumHeight)
        gtk_container_add(scrolled.cast(), layout)
        // Tab into the entry of a pane scrolled short brings the entry into view.
        gtk_container_set_focus_vadjustment(content.cast(), gtk_scrollable_get_vadjustment(OpaquePointer(layout)))
        func fit() {
            let narrowest = parts.map { part -> Int32 in
                var minimum: gint = 0
                gtk_widget_get_preferred_width(part, &minimum, nil)
                return minimum
            }.max().map { $0 + 2 * margin } ?? 0
            let width = max(gtk_widget_get_allocated_width(layout), narrowest)
            var height: gint = 0
            gtk_widget_get_preferred_height_for_width(content, width, nil, &height)
            var (requestedWidth, requestedHeight): (gint, gint) = (0, 0)
            // A size request leaves out the margins, which the layout gives the content too.
            gtk_widget_get_size_request(content, &requestedWidth, nil)
            if requestedWidth != width - 2 * margin { gtk_widget_set_size_request(content, width - 2 * margin, -1) }
            gtk_widget_get_size_request(layout, &requestedWidth, &requestedHeight)
            if requestedWidth != narrowest || requestedHeight != height { gtk_widget_set_size_request(layout, narrowest, height) }
            var (layoutWidth, layoutHeight): (guint, guint) = (0, 0)
            gtk_layout_get_size(layout.cast(), &layoutWidth, &layoutHeight)
            if layoutWidth != guint(width) || layoutHeight != guint(height) { gtk_layout_set_size(layout.cast(), guint(width), guint(height)) }
        }
        // From an idle, not while GTK allocates, which would not lay the pane out again; after
        // the layout's allocation (a new width) and the content's (new text, another height).
        var fitting: GLibTimer?
        for widget in [layout, content] {
            onSignal(widget, "size-allocate") { (_: gpointer?) in
                guard fitting == nil else { return }
                fitting = GLibTimer(after: 0, priority: G_PRIORITY_HIGH_IDLE) {
                    fitting = nil
                    fit()
                }
            }
        }
        return scrolled
    }

    func render(_ model: DetailModel?) {
        RevealerBinding.apply(revealer, shown: model != nil, milliseconds: 200)
        guard let model else { return }
        Widgets.setLabel(title, model.name)
        Widgets.setLabel(time, model.localTime)
        Widgets.setLabel(identifier, model.identifier)
        Widgets.setLabel(offset, model.offset)
        Widgets.setLabel(daylightSaving, model.daylightSaving)
        name.apply(model.nameText)
        Widgets.setLabel(nameError, model.nameError ?? "")
        Widgets.setVisible(nameError, model.nameError != nil)
    }
}
