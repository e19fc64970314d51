import CGtk
import MeridianKitCore

/// The window around an app's content, described: what the app puts above (a message bar),
/// the content (in its past frame) beside the inspector, and the History bar along the bottom.
///
/// The parts are made before the window and kept by their own widgets, so each is a `Custom`
/// of the widget already made (the kit's History bar, past frame and inspector, the app's content).
@MainActor
struct WindowAround {
    var above: Widget?
    var content: Widget
    var inspector: Widget
    var historyBar: Widget
    var separatesHistoryBar: Bool
    /// The least width of the whole (-1: what it asks for).
    var minimumWidth: Int

    var view: View {
        VBox {
            if let above { Self.part("above", above) }
            HBox {
                Self.part("content", content)
                Separator(.vertical)
                Self.part("inspector", inspector)
            }
            if separatesHistoryBar { Separator() }
            Self.part("history-bar", historyBar)
        }
        .minimumSize(width: minimumWidth)
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
