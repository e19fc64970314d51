import CGtk
import MeridianKit

/// The app's CSS: type sizes for the clocks, the video area and its chrome, the past mark.
@MainActor
enum Stylesheet {
    static let css = """
        .zone-name { font-weight: bold; }
        .zone-time { font-size: 20pt; font-feature-settings: "tnum"; }
        .detail-title { font-size: 16pt; font-weight: bold; }
        .detail-time { font-size: 42pt; font-weight: 300; font-feature-settings: "tnum"; }
        .error-text { color: @error_color; }
        .chooser-title { font-weight: bold; }
        .video-area { background-color: #101014; }
        .video-placeholder { color: rgba(255, 255, 255, 0.55); font-size: 14pt; }
        .player-gradient { min-height: 140px; background-image: linear-gradient(to bottom, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.8)); }
        .player-status { padding: 8px 14px; background-color: rgba(0, 0, 0, 0.55); }
        .player-status-text { color: white; }
        .player-toolbar { padding: 8px 14px; }
        .player-position { color: white; font-feature-settings: "tnum"; }
        .history-bar { padding: 6px 12px; border-top: 1px solid @borders; }
        .history-bar.showing-past { background-color: alpha(@warning_color, 0.15); }
        .inspector row.skipped .step-label { text-decoration-line: line-through; }
        .inspector row.ineffective .step-label { font-style: italic; }
        .past-mark { background-color: @warning_color; color: white; border-radius: 4px; padding: 2px 8px; font-weight: bold; }
        """

    static func install() {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
