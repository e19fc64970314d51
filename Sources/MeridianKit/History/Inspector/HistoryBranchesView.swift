import CGtk
import Foundation
import MeridianKitCore
import MeridianStore

/// The history's branches drawn as a tree in the inspector: each branch a line along the steps
/// in its row, hung off the step it returned to, the present a filled dot and the step on
/// screen a ring. Clicking previews the step drawn nearest; a screen reader reads the tree in
/// words (its accessible description).
@MainActor
public final class HistoryBranchesView<State: Equatable & SendableMetatype, Action: SendableMetatype, Effect> {
    private static var rowHeight: Double { 14 }
    private static var margin: Double { 8 }
    /// Rows shown before the tree scrolls.
    private static var visibleRows: Int { 6 }


    /// The drawing, in a window that scrolls past a few rows.
    public let root: Widget
    /// The drawing area itself.
    public let area: Widget
    /// The branches drawn.
    public private(set) var branches = HistoryBranches(stepCount: 1, points: [])
    private var presentStep = 0
    private var shownStep = 0
    /// The history's generation and step count the branches were made from.
    private var builtFrom: (Int, Int)?
    private let store: Store<State, Action, Effect>
    private let words: HistoryWords
    private let panel: HistoryPanelStore

    /// The branches of `store`'s history, described in `words`; a click jumps through the scope
    /// chosen in `panel`.
    public init(store: Store<State, Action, Effect>, panel: HistoryPanelStore = HistoryPanelStore(), words: HistoryWords = HistoryWords()) {
        self.store = store
        self.panel = panel
        self.words = words
        area = gtk_drawing_area_new()
        gtk_widget_add_events(area, Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        Widgets.setAccessibleName(area, words.historyBranches)
        atk_object_set_role(gtk_widget_get_accessible(area), ATK_ROLE_TREE)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scrolled.cast(), 1)
        gtk_scrolled_window_set_max_content_height(scrolled.cast(), Int32(Double(Self.visibleRows) * Self.rowHeight + 2 * Self.margin))
        gtk_container_add(scrolled.cast(), area)
        root = scrolled

        onEvent(area, "draw") { [unowned self] cairo in
            guard let cairo else { return false }
            self.draw(OpaquePointer(cairo))
            return true
        }
        onEvent(area, "button-press-event") { [unowned self] event in
            guard let event else { return false }
            let press = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard press.button == 1, let step = self.step(atX: press.x, y: press.y) else { return false }
            self.store.jumpWithChosenScope(to: step, panel: self.panel)
            return true
        }
    }

    /// Draws the branches of the history as it stands, marking the present and the step shown.
    public func update(timeline: Timeline) {
        let source = (timeline.generation, timeline.stepCount)
        if builtFrom.map({ $0 != source }) ?? true {
            builtFrom = source
            branches = HistoryBranches(stepCount: timeline.stepCount, points: store.branchPoints)
            gtk_widget_set_size_request(area, -1, Int32(Double(branches.rowCount) * Self.rowHeight + 2 * Self.margin))
            // Its rows up to `visibleRows` asked for at least, not only at best: where the room
            // is short (a small window with a message showing) GTK gives a scrolled area no more
            // than its least, and the tree was cut off. The inspector scrolls instead.
            let least = Double(min(branches.rowCount, Self.visibleRows)) * Self.rowHeight + 2 * Self.margin
            gtk_scrolled_window_set_min_content_height(root.cast(), Int32(least))
            let description = branches.description(in: words) + " " + words.presentIsStep(timeline.lastStep)
            atk_object_set_description(gtk_widget_get_accessible(area), description)
        } else if (presentStep, shownStep) == (timeline.lastStep, timeline.sliderStep) {
            return
        }
        (presentStep, shownStep) = (timeline.lastStep, timeline.sliderStep)
        gtk_widget_queue_draw(area)
    }

    private var width: Double { Double(gtk_widget_get_allocated_width(area)) }

    private func point(of step: Int) -> (x: Double, y: Double) {
        let place = branches.place(of: step)
        return (Self.margin + place.along * (width - 2 * Self.margin), y(ofRow: place.row))
    }

    private func y(ofRow row: Int) -> Double { Self.margin + (Double(row) + 0.5) * Self.rowHeight }

    private func step(atX x: Double, y: Double) -> Int? {
        let row = Int(((y - Self.margin) / Self.rowHeight).rounded(.down))
        guard row >= 0, row < branches.rowCount else { return nil }
        return branches.step(nearest: (x - Self.margin) / max(width - 2 * Self.margin, 1), row: row)
    }

    private func draw(_ cairo: OpaquePointer) {
        let style = gtk_widget_get_style_context(area)
        var foreground = GdkRGBA()
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &foreground)
        var accent = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        _ = gtk_style_context_lookup_color(style, "theme_selected_bg_color", &accent)

        cairo_set_line_width(cairo, 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_source_rgba(cairo, foreground.red, foreground.green, foreground.blue, 0.55)
        for branch in branches.branches {
            let start = point(of: branch.steps.lowerBound)
            let end = point(of: branch.steps.upperBound)
            if let parent = branch.parent {
                // The branch hangs off the step it returned to.
                let from = point(of: parent)
                cairo_arc(cairo, from.x, from.y, 2.5, 0, 2 * .pi)
                cairo_fill(cairo)
                cairo_move_to(cairo, from.x, from.y)
                cairo_curve_to(cairo, from.x, start.y, from.x, start.y, max(start.x, from.x + 3), start.y)
            } else {
                cairo_move_to(cairo, start.x, start.y)
            }
            cairo_line_to(cairo, max(end.x, start.x + 1), end.y)
            cairo_stroke(cairo)
        }
        // The present, filled; the step on screen, a ring around it.
        let present = point(of: presentStep)
        cairo_set_source_rgba(cairo, accent.red, accent.green, accent.blue, 1)
        cairo_arc(cairo, present.x, present.y, 4.5, 0, 2 * .pi)
        cairo_fill(cairo)
        let shown = point(of: shownStep)
        cairo_set_line_width(cairo, 2)
        cairo_arc(cairo, shown.x, shown.y, 6, 0, 2 * .pi)
        cairo_stroke(cairo)
    }
}
