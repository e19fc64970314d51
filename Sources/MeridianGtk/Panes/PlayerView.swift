import MeridianCore
import MeridianKit

/// The player pane: the video area and the chrome over it (status line, bottom gradient,
/// toolbar), which the player's state shows and hides; with no media, a compact strip in its
/// place that says how to open some (`ContentLayout`). Both are described from the player's
/// state (`PlayerModel`): the widgets only send actions and show it.
@MainActor
final class PlayerView {
    /// The video area and its chrome, to put in the window beside the detail pane.
    let host: ViewHost
    /// The strip that stands for the player with no media, to put in the window below the panes.
    let emptyHost: ViewHost

    /// The video area and the chrome over it; hidden with no media.
    var root: Widget { host.widget(tagged: "player")! }
    /// With no media, in the player's place: what to do, and a button that does it.
    var emptyState: Widget { emptyHost.widget(tagged: "player-empty")! }
    var emptyHint: Widget { emptyHost.widget(tagged: "empty-hint")! }
    /// Where the engine's video goes; clicks and pointer motion over it are the player's events.
    var videoArea: Widget { host.widget(tagged: "video-area")! }
    var playPauseButton: Widget { host.widget(tagged: "play-pause")! }
    /// The placeholder, the approval prompt, or the engine's video once there is media to show.
    var screen: Widget { host.widget(tagged: "screen")! }
    /// The hint to open a file, or the media's title: the hint wraps, a long title is cut.
    var placeholder: Widget { host.widget(tagged: "placeholder")! }
    var statusLine: Widget { host.widget(tagged: "status-line")! }
    /// A remote address that came in a file, in full, and why it waits (`PlayerModel.approval`).
    var approvalPrompt: Widget { host.widget(tagged: "approval-prompt")! }
    /// Opens the waiting remote address: the user's word.
    var approveButton: Widget { host.widget(tagged: "approve")! }
    var position: Widget { host.widget(tagged: "position")! }
    /// The speed control: "1×", and the speeds to choose from.
    var speedButton: Widget { host.widget(tagged: "playback-speed")! }

    /// `video` is the engine's widget, when it paints into one.
    init(store: AppStore, environment: ShellEnvironment, video: Widget?) {
        // The whole player state, not only its model: the keys' seeks are made from it.
        host = store.describe({ $0.player }) { player, send in Self.player(player, video: video, send: send, now: environment.now) }
        emptyHost = store.describe({ PlayerModel($0.player) }) { model, send in Self.emptyStrip(model, send: send) }
    }

    /// The video area, with the chrome over it.
    static func player(_ player: PlayerState, video: Widget?, send: Send<AppAction>, now: @escaping @Sendable () -> Instant) -> View {
        let model = PlayerModel(player)
        let playerSend = send.map { AppAction.player($0) }
        return Overlay {
            EventArea {
                Stack(showing: model.screen(hasVideoWidget: video != nil).rawValue, crossfades: false) {
                    Label(model.title, xalign: 0.5, overflow: .wrapThenEllipsize(lines: 3))
                        .styleClass("video-placeholder")
                        .id(PlayerModel.Screen.placeholder.rawValue).tag("placeholder")
                    VBox(spacing: 12) {
                        Label(model.approval?.prompt ?? "", xalign: 0.5, overflow: .wrapThenEllipsize(lines: 8))
                            .styleClass("video-placeholder")
                            .tag("approval-prompt")
                        Button(model.approval?.buttonLabel ?? "") {
                            if let approval = model.approval { playerSend(.remoteMediaApproved(uri: approval.uri)) }
                        }
                        .accessibleName(model.approval?.buttonAccessibleName ?? "")
                        .styleClass("suggested-action")
                        .align(horizontal: .center)
                        .tag("approve")
                    }
                    .align(vertical: .center)
                    .margins(24)
                    .id(PlayerModel.Screen.approval.rawValue)
                    if let video {
                        // Hand-written: the engine's own widget, which it paints the video into. The
                        // engine keeps it for later windows: it is taken out, never destroyed, with this one.
                        Custom("video", ownedElsewhere: true, make: { video }).id(PlayerModel.Screen.video.rawValue)
                    }
                }
                .tag("screen")
            }
            .styleClass("video-area")
            // Low enough for a small screen at 2× (a 384-pixel work area) beside the detail pane:
            // room for the status line above and the controls below, over the picture.
            .minimumSize(width: 320, height: 90)
            .accessibleName(tr("Video"))
            // With the video focused (a click, or Tab): Space plays or pauses, the arrows seek.
            .focusable(true)
            .onPress { playerSend(.backgroundClicked(at: now())) }
            .onKeyPress { key in
                guard let key = PlayerKey(key) else { return false }
                PlayerKeyboard.actions(for: key, player: player, at: now()).forEach { playerSend($0) }
                return true
            }
            .onPointerMotion { playerSend(.pointerMoved(at: now())) }
            .onDrop { openDropped($0, send: send) }
            .tag("video-area")
            Revealer(isShown: model.chrome.isGradientShown, milliseconds: model.transitionMilliseconds) {
                VBox {}.styleClass("player-gradient")
            }
            .align(vertical: .end)
            .passesPointerThrough()
            Revealer(isShown: model.chrome.isStatusLineShown, milliseconds: model.transitionMilliseconds) {
                HBox {
                    Label(model.statusLine).styleClass("player-status-text").tag("status-line")
                }
                .styleClass("player-status")
            }
            .align(vertical: .start)
            Revealer(isShown: model.chrome.isToolbarShown, milliseconds: model.transitionMilliseconds) {
                HBox(spacing: 8) {
                    Button(icon: model.playPauseIcon, name: model.playPauseLabel) { playerSend(.playPauseClicked(at: now())) }
                        .enabled(model.canPlay)
                        .tag("play-pause")
                    Slider(value: model.position, upper: model.seekEnd) { playerSend(.seekChanged(to: $0)) }
                        .accessibleName(tr("Seek"))
                        .enabled(model.canPlay)
                        .expands(.horizontal)
                        .onPress { playerSend(.seekBegan) }
                        .onRelease { playerSend(.seekEnded(at: now())) }
                    Label(model.positionText, overflow: .whole).styleClass("player-position").tag("position")
                    PlaybackSpeedButton.view(model.speed) { playerSend(.pointerMoved(at: now())) }
                        .enabled(model.canPlay)
                        .tag("playback-speed")
                    Button(icon: "document-open-symbolic", name: tr("Open Media…"), command: "app.open-media")
                }
                .styleClass("player-toolbar")
            }
            .align(vertical: .end)
            Spinner(isSpinning: model.isBufferingIndicatorShown)
                .visible(model.isBufferingIndicatorShown)
                .align(horizontal: .center, vertical: .center)
                .minimumSize(width: 48, height: 48)
        }
        .expands(.vertical)
        .visible(!model.isEmpty)
        .tag("player")
    }

    /// With no media: what to do, and a button that does it.
    static func emptyStrip(_ model: PlayerModel, send: Send<AppAction>) -> View {
        HBox(spacing: 12) {
            Image(icon: "video-x-generic-symbolic", pixelSize: 24).styleClass("dim-label")
            VBox(spacing: 2) {
                Label(tr("No Media"), overflow: .whole).styleClass("heading")
                Label(model.title, overflow: .wrapThenEllipsize(lines: 2)).styleClass("dim-label").tag("empty-hint")
            }
            .expands(.horizontal)
            .align(vertical: .center)
            Button(tr("Open Media…"), command: "app.open-media").align(vertical: .center)
        }
        .styleClass("player-empty")
        .accessibleName(tr("Player"))
        .onDrop { openDropped($0, send: send) }
        .visible(model.isEmpty)
        .tag("player-empty")
    }

    /// A file dropped on the player opens like one chosen with Open Media (the first, of several).
    private static func openDropped(_ uris: [String], send: Send<AppAction>) {
        if let uri = uris.first { send(.openMedia(uri: uri)) }
    }
}
