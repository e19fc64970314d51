import CGtk
import MeridianKitCore

/// The window around an app's content, described: what the app puts above (a message bar),
/// the content (in its past frame) beside the inspector, and the History bar along the bottom.
///
/// The parts are made before the window and kept by their own widgets, so each is a `Custom`
/// of the widget already made (the kit's History bar, past frame and inspector, the app's content).
@MainActor
struct WindowAround {
    var above: [Widget]
    var content: Widget
    var inspector: Widget
    var historyBar: Widget
    var separatesHistoryBar: Bool
    /// The least width of the whole (-1: what it asks for).
    var minimumWidth: Int
    /// The questions the window asks (`Alert`s), which take no room in it.
    var questions: [Widget] = []

    var view: View {
        VBox {
            for (index, part) in above.enumerated() { Self.part("above \(index)", part) }
            Custom("middle") { Self.middle(content, inspector) }
                .expands(.vertical)
            if separatesHistoryBar { Separator() }
            Self.part("history-bar", historyBar)
            for (index, question) in questions.enumerated() { Self.part("question \(index)", question) }
        }
        .minimumSize(width: minimumWidth)
    }

    /// The content beside the inspector, scrolled only where the window is smaller than they
    /// need: on a small screen at 2× (683×384 pixels), a message and an open clip leave them
    /// less height than they ask for, and the History bar stays on screen. Not a described
    /// `Scrolled`, whose content takes its natural height and leaves the room to spare: this
    /// one fills the window.
    private static func middle(_ content: Widget, _ inspector: Widget) -> Widget {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        // The inspector is as wide as its placement says: a part of it that expands would
        // make it share the room to spare with the content, its width following what the
        // content shows (445 pixels beside no media, 372 beside a clip).
        gtk_widget_set_hexpand(inspector, 0)
        for part in [content, gtk_separator_new(GTK_ORIENTATION_VERTICAL)!, inspector] {
            gtk_container_add(typed(row, as: GtkContainer.self), part)
            gtk_widget_show_all(part)
        }
        gtk_widget_show(row)
        let scrolled = typed(gtk_scrolled_window_new(nil, nil), as: GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        Scrolling.holdFilling(row, in: scrolled.widget)
        return scrolled.widget
    }

    /// `widget`, shown with what it holds: a described widget is left out of
    /// `gtk_widget_show_all`, which shows a hand-made part's widgets when the window is shown.
    private static func part(_ key: String, _ widget: Widget) -> View {
        Custom(key) {
            gtk_widget_show_all(widget)
            return widget
        }
    }
}
