import CGtk
import MeridianKitCore

/// The History bar's and the inspector's look: the bar's border, the banner and the frame
/// while the window shows the past (`PastColors`), the warning while nothing is saved, and
/// skipped and ineffective steps in the inspector's list; dim and selected text that read in
/// every theme (`DimText`, `SelectedText`); check marks that a scrub can tick by the hundred;
/// and the line where a row dragged in a list would land (`onRowDrop`).
@MainActor
public enum TimeTravelStyle {
    /// The rules, for an app that loads its own stylesheet.
    ///
    /// Check marks come from the icon theme, which keeps each symbolic icon it has drawn in
    /// a colour. Adwaita's own rule, `-gtk-recolor(url(…svg))`, parses its SVG again every time
    /// a check button is ticked (about 3 ms each here), and a jump through time ticks hundreds.
    public static let css = """
        .history-bar { padding: 6px 12px; border-top: 1px solid @borders; }
        .inspector row.skipped .step-label { text-decoration-line: line-through; }
        .inspector row.ineffective .step-label { font-style: italic; }
        .past-title { font-weight: bold; }
        .saving-failed { background-image: none; background-color: @error_color; color: white; font-weight: bold; }
        check:checked { -gtk-icon-source: -gtk-icontheme("object-select-symbolic"); }
        check:indeterminate { -gtk-icon-source: -gtk-icontheme("list-remove-symbolic"); }
        row.drop-before { box-shadow: inset 0 3px @theme_selected_bg_color; }
        row.drop-after { box-shadow: inset 0 -3px @theme_selected_bg_color; }
        """ + "\n" + PastColors.css + "\n" + DimText.css + "\n" + SelectedText.css

    /// Gives every window of the app the rules, with `extra` rules of the app's own after them.
    public static func install(with extra: String = "") {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css + "\n" + extra, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
