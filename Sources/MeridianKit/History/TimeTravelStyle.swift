import CGtk
import MeridianKitCore

/// The History bar's and the inspector's look: the bar's border, the banner and the frame
/// while the window shows the past (`PastColors`), the warning while nothing is saved, and
/// skipped and ineffective steps in the inspector's list.
@MainActor
public enum TimeTravelStyle {
    /// The rules, for an app that loads its own stylesheet.
    public static let css = """
        .history-bar { padding: 6px 12px; border-top: 1px solid @borders; }
        .inspector row.skipped .step-label { text-decoration-line: line-through; }
        .inspector row.ineffective .step-label { font-style: italic; }
        .past-title { font-weight: bold; }
        .saving-failed { background-image: none; background-color: @error_color; color: white; font-weight: bold; }
        """ + "\n" + PastColors.css

    /// Gives every window of the app the rules, with `extra` rules of the app's own after them.
    public static func install(with extra: String = "") {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css + "\n" + extra, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
