import MeridianKit

/// The app's CSS: type sizes for the clocks, the video area and its chrome. The kit installs
/// it after its own rules for the History bar and the inspector (`TimeTravelApplication.style`).
@MainActor
enum Stylesheet {
    static let css = """
        .zone-name { font-weight: bold; }
        .zone-time { font-size: 20pt; font-feature-settings: "tnum"; }
        .zone-time-editing { font-size: 15pt; font-feature-settings: "tnum"; }
        .detail-title { font-size: 16pt; font-weight: bold; }
        .detail-time { font-size: 42pt; font-weight: 300; font-feature-settings: "tnum"; }
        .error-text { color: @error_color; }
        .empty-list-title { font-size: 16pt; font-weight: bold; }
        .app-notification.floating { border-radius: 5px; background-image: none; }
        .chooser-title { font-weight: bold; }
        .chooser-results { background-color: @theme_base_color; }
        .video-area { background-color: #101014; }
        .video-placeholder { color: rgba(255, 255, 255, 0.55); font-size: 14pt; }
        .player-gradient { min-height: 140px; background-image: linear-gradient(to bottom, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.8)); }
        .player-status { padding: 8px 14px; background-color: rgba(0, 0, 0, 0.55); }
        .player-status-text { color: white; }
        .player-toolbar { padding: 8px 14px; }
        .player-position { color: white; font-feature-settings: "tnum"; }
        .player-speed { font-feature-settings: "tnum"; }
        .player-empty { padding: 8px 18px; border-top: 1px solid @borders; }
        .message-text scrollbar slider { min-height: 0; }
        """
}
