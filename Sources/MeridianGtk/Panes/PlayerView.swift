import CGtk
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
    private let widgets: Widgets
    /// The strip that stands for the player with no media, to put in the window below the panes.
    let emptyHost: ViewHost

    /// The video area and the chrome over it; hidden with no media.
    var root: Widget { widgets.root.mountedWidget }
    /// With no media, in the player's place: what to do, and a button that does it.
    var emptyState: Widget { widgets.emptyState.mountedWidget }
    var emptyHint: Widget { widgets.emptyHint.mountedWidget }
    /// Where the engine's video goes; clicks and pointer motion over it are the player's events.
    var videoArea: Widget { widgets.videoArea.mountedWidget }
    var playPauseButton: Widget { widgets.playPauseButton.mountedWidget }
    /// The placeholder, the approval prompt, or the engine's video once there is media to show.
    var screen: Widget { widgets.screen.mountedWidget }
    /// The hint to open a file, or the media's title: the hint wraps, a long title is cut.
    var placeholder: Widget { widgets.placeholder.mountedWidget }
    var statusLine: Widget { widgets.statusLine.mountedWidget }
    /// A remote address that came in a file, in full, and why it waits (`PlayerModel.approval`).
    var approvalPrompt: Widget { widgets.approvalPrompt.mountedWidget }
    /// Opens the waiting remote address: the user's word.
    var approveButton: Widget { widgets.approveButton.mountedWidget }
    var position: Widget { widgets.position.mountedWidget }
    /// The speed control: "1×", and the speeds to choose from.
    var speedButton: Widget { widgets.speedButton.mountedWidget }

    /// What the engine has to show in the video's place: its video, no picture, or why it
    /// cannot show a past step's media (a file deleted since), which only the engine knows.
    var enginePicture: EnginePicture { video?.picture.picture ?? .video }
    private let video: EngineVideo?

    /// `video` is the engine's, when it paints into a widget.
    init(store: AppStore, environment: ShellEnvironment, video: EngineVideo?) {
        // The whole player state, not only its model: the keys' seeks are made from it.
        let widgets = Widgets()
        self.widgets = widgets
        self.video = video
        host = store.describe({ $0.player }) { [weak store] player, send in
            let showsThePast = store?.timeline.isPreviewing == true
            return Self.player(
                player, engine: video?.picture.picture ?? .video, showsThePast: showsThePast, video: video?.widget, send: send, now: environment.now, widgets)
        }
        let shown = host
        // The engine's picture is no state: a change of it describes the pane again. A past
        // step's failure is said only while the past is shown, which the timeline says.
        let lifetime = WidgetLifetime(of: host.widget)
        video?.picture.follow(until: lifetime) { [weak shown] in shown?.update() }
        lifetime.keep([store.observeTimeline { [weak shown] _ in if video?.picture.picture.failure != nil { shown?.update() } }])
        emptyHost = store.describe({ PlayerModel($0.player) }) { model, send in Self.emptyStrip(model, send: send, widgets) }
    }

    /// The described widgets the shell and the tests reach.
    private struct Widgets {
        let root = WidgetReference(), emptyState = WidgetReference(), emptyHint = WidgetReference()
        let videoArea = WidgetReference(), playPauseButton = WidgetReference(), screen = WidgetReference()
        let placeholder = WidgetReference(), statusLine = WidgetReference(), approvalPrompt = WidgetReference()
        let approveButton = WidgetReference(), position = WidgetReference(), speedButton = WidgetReference()
    }

    /// The video area, with the chrome over it.
    private static func player(
        _ player: PlayerState, engine: EnginePicture, showsThePast: Bool, video: Widget?, send: Send<AppAction>, now: @escaping @Sendable () -> Instant, _ widgets: Widgets
    ) -> View {
        let model = PlayerModel(player, engine: engine, showsThePast: showsThePast)
        let playerSend = send.map { AppAction.player($0) }
        return Overlay {
            EventArea {
                Stack(showing: model.screen(hasVideoWidget: video != nil).rawValue, crossfades: false) {
                    Label(model.title, xalign: 0.5, overflow: .wrapThenEllipsize(lines: 3))
                        .styleClass("video-placeholder")
                        .id(PlayerModel.Screen.placeholder.rawValue).reference(widgets.placeholder)
                    VBox(spacing: 12) {
                        Label(model.approval?.prompt ?? "", xalign: 0.5, overflow: .wrapThenEllipsize(lines: 8))
                            .styleClass("video-placeholder")
                            .reference(widgets.approvalPrompt)
                        Button(model.approval?.buttonLabel ?? "") {
                            if let approval = model.approval { playerSend(.remoteMediaApproved(uri: approval.uri)) }
                        }
                        .accessibleName(model.approval?.buttonAccessibleName ?? "")
                        .styleClass("suggested-action")
                        .align(horizontal: .center)
                        .reference(widgets.approveButton)
                    }
                    .align(vertical: .center)
                    .margins(24)
                    .id(PlayerModel.Screen.approval.rawValue)
                    if let video {
                        // Hand-written: the engine's own widget, which it paints the video into. The
                        // engine keeps it for later windows: it is taken out, never destroyed, with this one.
                        Custom("video", ownedElsewhere: true, make: { video }).id(PlayerModel.Screen.video.rawValue)
                    }
                    // A sound's icon on the video's black: the sink would show the last video's frame.
                    Image(icon: "audio-x-generic-symbolic", pixelSize: 96)
                        .styleClass("video-placeholder")
                        // TRANSLATORS: what the video area shows, said of its icon, for media with no picture.
                        .accessibleName(tr("Sound only: no picture"))
                        .id(PlayerModel.Screen.sound.rawValue)
                }
                .reference(widgets.screen)
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
            .reference(widgets.videoArea)
            Revealer(isShown: model.chrome.isGradientShown, milliseconds: model.transitionMilliseconds) {
                VBox {}.styleClass("player-gradient")
            }
            .align(vertical: .end)
            .passesPointerThrough()
            Revealer(isShown: model.chrome.isStatusLineShown, milliseconds: model.transitionMilliseconds) {
                HBox {
                    Label(model.statusLine).styleClass("player-status-text").reference(widgets.statusLine)
                }
                .styleClass("player-status")
            }
            .align(vertical: .start)
            Revealer(isShown: model.chrome.isToolbarShown, milliseconds: model.transitionMilliseconds) {
                HBox(spacing: 8) {
                    Button(icon: model.playPauseIcon, name: model.playPauseLabel) { playerSend(.playPauseClicked(at: now())) }
                        .enabled(model.canPlay)
                        .reference(widgets.playPauseButton)
                    Slider(value: model.position, upper: model.seekEnd) { playerSend(.seekChanged(to: $0)) }
                        .accessibleName(tr("Seek"))
                        .enabled(model.canPlay)
                        .expands(.horizontal)
                        .onPress { playerSend(.seekBegan) }
                        .onRelease { playerSend(.seekEnded(at: now())) }
                    Label(model.positionText, overflow: .whole).styleClass("player-position").reference(widgets.position)
                    PlaybackSpeedButton.view(model.speed) { playerSend(.pointerMoved(at: now())) }
                        .enabled(model.canPlay)
                        .reference(widgets.speedButton)
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
        .reference(widgets.root)
    }

    /// With no media: what to do, and a button that does it.
    private static func emptyStrip(_ model: PlayerModel, send: Send<AppAction>, _ widgets: Widgets) -> View {
        HBox(spacing: 12) {
            Image(icon: "video-x-generic-symbolic", pixelSize: 24).styleClass("dim-label")
            VBox(spacing: 2) {
                Label(tr("No Media"), overflow: .whole).styleClass("heading")
                Label(model.title, overflow: .wrapThenEllipsize(lines: 2)).styleClass("dim-label").reference(widgets.emptyHint)
            }
            .expands(.horizontal)
            .align(vertical: .center)
            Button(tr("Open Media…"), command: "app.open-media").align(vertical: .center)
        }
        .styleClass("player-empty")
        .accessibleName(tr("Player"))
        .onDrop { openDropped($0, send: send) }
        .visible(model.isEmpty)
        .reference(widgets.emptyState)
    }

    /// A file dropped on the player opens like one chosen with Open Media (the first, of several).
    private static func openDropped(_ uris: [String], send: Send<AppAction>) {
        if let uri = uris.first { send(.openMedia(uri: uri)) }
    }
}
