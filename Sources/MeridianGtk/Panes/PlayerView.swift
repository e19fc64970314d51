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

    /// What the engine shows in the video's place instead of a frame (a file it could not
    /// find), which only a past step's player shows: at the present it is in the state.
    var engineFailure: UserMessage? { engineScreen.failure }
    private let engineScreen: EngineScreen

    /// `video` is the engine's widget, when it paints into one.
    init(store: AppStore, environment: ShellEnvironment, video: Widget?) {
        // The whole player state, not only its model: the keys' seeks are made from it.
        let widgets = Widgets()
        self.widgets = widgets
        let engineScreen = EngineScreen(video)
        self.engineScreen = engineScreen
        // The model decides what a failure only the engine saw says (a past step's alone).
        host = store.describe({ $0.player }) { [weak store] player, send in
            let showsThePast = store?.timeline.isPreviewing == true
            return Self.player(player, engineFailure: engineScreen.failure, showsThePast: showsThePast, video: video, send: send, now: environment.now, widgets)
        }
        engineScreen.follow(for: host)
        let shown = host
        WidgetLifetime(of: host.widget).keep([store.observeTimeline { [weak shown] _ in if engineScreen.failure != nil { shown?.update() } }])
        emptyHost = store.describe({ PlayerModel($0.player) }) { model, send in Self.emptyStrip(model, send: send, widgets) }
    }

    /// What the engine shows in the video's place (`GStreamerEngine.screen`): the words of its
    /// failure while it shows them, which the pane then says instead of the step's play state
    /// (a past step's media deleted since fails in the engine only: no action runs while
    /// the past is shown).
    @MainActor
    private final class EngineScreen {
        private(set) var failure: UserMessage?
        private let screen: Widget?

        init(_ screen: Widget?) {
            // The engine's screen is a stack: its video, or a label saying why not.
            self.screen = screen.flatMap { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_stack_get_type()) != 0 ? $0 : nil }
            failure = read()
        }

        /// Keeps `host` showing the engine's failure, for as long as `host` lives (the engine's
        /// screen outlives the window).
        func follow(for host: ViewHost) {
            guard let screen else { return }
            let changed: @MainActor () -> Void = { [weak self, weak host] in
                guard let self else { return }
                let failure = self.read()
                guard failure != self.failure else { return }
                self.failure = failure
                host?.update()
            }
            // Its words too: one failure after another (a past step's deleted file, then an
            // earlier step's) keeps the failure page and changes only what it says.
            let handlers = [
                onSignal(UnsafeMutableRawPointer(screen), "notify::visible-child-name") { (_: gpointer?) in changed() },
            ] + (gtk_stack_get_child_by_name(screen.cast(), "failure").map { label in
                [onSignal(UnsafeMutableRawPointer(label), "notify::label") { (_: gpointer?) in changed() }]
            } ?? [])
            WidgetLifetime(of: host.widget).keepAlive(self).onEnd { handlers.forEach { g_signal_handler_disconnect($0.instance, $0.id) } }
        }

        private func read() -> UserMessage? {
            guard let screen, let name = gtk_stack_get_visible_child_name(screen.cast()), String(cString: name) == "failure",
                let label = gtk_stack_get_visible_child(screen.cast()), let text = gtk_label_get_text(label.cast())
            else { return nil }
            return UserMessage(verbatim: String(cString: text))
        }
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
        _ player: PlayerState, engineFailure: UserMessage?, showsThePast: Bool, video: Widget?, send: Send<AppAction>, now: @escaping @Sendable () -> Instant, _ widgets: Widgets
    ) -> View {
        let model = PlayerModel(player, engineFailure: engineFailure, showsThePast: showsThePast)
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
