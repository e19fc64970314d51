import CGtk
import MeridianCore
import MeridianKit
import MeridianStore

/// The player pane: the video area and the chrome over it (status line, bottom gradient,
/// toolbar), which the player's state shows and hides; with no media, a compact strip in its
/// place that says how to open some (`ContentLayout`).
@MainActor
final class PlayerView {
    let root: Widget
    /// With no media, in the player's place: what to do, and a button that does it.
    let emptyState: Widget
    let emptyHint = Widgets.label("", classes: ["dim-label"], overflow: .wrapThenEllipsize(lines: 2))
    /// Where the engine's video goes; clicks and pointer motion over it are the player's events.
    let videoArea: Widget
    let playPauseButton: Widget
    let openButton = Widgets.iconButton("document-open-symbolic", accessibleName: tr("Open Media…"))
    /// The placeholder, or the engine's video once there is media to show.
    let screen = gtk_stack_new()!
    private let hasVideo: Bool
    /// The hint to open a file, or the media's title: the hint wraps, a long title is cut.
    let placeholder = Widgets.label("", classes: ["video-placeholder"], xalign: 0.5, overflow: .wrapThenEllipsize(lines: 3))
    let statusLine = Widgets.label("", classes: ["player-status-text"])
    /// A remote address that came in a file, in full, and why it waits (`PlayerModel.approval`).
    let approvalPrompt = Widgets.label("", classes: ["video-placeholder"], xalign: 0.5, overflow: .wrapThenEllipsize(lines: 8))
    /// Opens the waiting remote address: the user's word.
    let approveButton = gtk_button_new_with_label("")!
    let position = Widgets.label("", classes: ["player-position"], overflow: .whole)
    private let spinner = gtk_spinner_new()!
    private let statusRevealer: Widget
    private let gradientRevealer: Widget
    private let toolbarRevealer: Widget
    private let seek: RangeBinding

    init(store: AppStore, environment: ShellEnvironment, video: Widget?) {
        videoArea = gtk_event_box_new()
        Widgets.addClass(videoArea, "video-area")
        gtk_widget_add_events(videoArea, Int32(GDK_POINTER_MOTION_MASK.rawValue | GDK_BUTTON_PRESS_MASK.rawValue))
        gtk_widget_set_size_request(videoArea, 320, 220)
        // Shown now: a stack only switches to visible children, and the window is shown later.
        gtk_widget_show(placeholder)
        gtk_stack_add_named(screen.cast(), placeholder, "placeholder")
        gtk_widget_set_halign(approveButton, GTK_ALIGN_CENTER)
        Widgets.addClass(approveButton, "suggested-action")
        let approval = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [approvalPrompt, approveButton])
        gtk_widget_set_valign(approval, GTK_ALIGN_CENTER)
        Widgets.margins(approval, 24)
        gtk_widget_show_all(approval)
        gtk_stack_add_named(screen.cast(), approval, "approval")
        onSignal(approveButton, "clicked") {
            guard let uri = PlayerModel(store.state.player).approval?.uri else { return }
            store.send(.player(.remoteMediaApproved(uri: uri)))
        }
        hasVideo = video != nil
        if let video { gtk_stack_add_named(screen.cast(), video, "video") }
        let screen = self.screen
        gtk_container_add(videoArea.cast(), screen)
        Widgets.setAccessibleName(videoArea, tr("Video"))
        onEvent(videoArea, "button-press-event") { [videoArea] _ in
            gtk_widget_grab_focus(videoArea)
            store.send(.player(.backgroundClicked(at: environment.now())))
            return true
        }
        // With the video focused (a click, or Tab): Space plays or pauses, the arrows seek.
        gtk_widget_set_can_focus(videoArea, 1)
        gtk_widget_add_events(videoArea, Int32(GDK_KEY_PRESS_MASK.rawValue))
        onEvent(videoArea, "key-press-event") { event in
            guard let event, let key = PlayerView.key(event.assumingMemoryBound(to: GdkEventKey.self).pointee.keyval) else { return false }
            for action in PlayerKeyboard.actions(for: key, player: store.state.player, at: environment.now()) {
                store.send(.player(action))
            }
            return true
        }
        onEvent(videoArea, "motion-notify-event") { _ in
            store.send(.player(.pointerMoved(at: environment.now())))
            return false
        }

        let status = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [statusLine])
        Widgets.addClass(status, "player-status")
        statusRevealer = RevealerBinding.make(status)
        gtk_widget_set_valign(statusRevealer, GTK_ALIGN_START)

        let gradient = Widgets.box(GTK_ORIENTATION_VERTICAL)
        Widgets.addClass(gradient, "player-gradient")
        gradientRevealer = RevealerBinding.make(gradient)
        gtk_widget_set_valign(gradientRevealer, GTK_ALIGN_END)

        playPauseButton = Widgets.iconButton("media-playback-start-symbolic", accessibleName: tr("Play"))
        onSignal(playPauseButton, "clicked") { store.send(.player(.playPauseClicked(at: environment.now()))) }
        seek = RangeBinding(accessibleName: tr("Seek"), step: 1, state: { (store.state.player.position, store.state.player.seekableEnd) }) {
            store.send(.player(.seekChanged(to: $0)))
        }
        gtk_widget_set_hexpand(seek.scale, 1)
        onEvent(seek.scale, "button-press-event") { _ in
            store.send(.player(.seekBegan))
            return false
        }
        onEvent(seek.scale, "button-release-event") { _ in
            store.send(.player(.seekEnded(at: environment.now())))
            return false
        }
        Self.acceptDrops(on: videoArea, store: store)
        gtk_actionable_set_action_name(OpaquePointer(openButton), "app.open-media")
        let toolbar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [playPauseButton, seek.scale, position, openButton])
        Widgets.addClass(toolbar, "player-toolbar")
        toolbarRevealer = RevealerBinding.make(toolbar)
        gtk_widget_set_valign(toolbarRevealer, GTK_ALIGN_END)

        gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(spinner, 48, 48)
        gtk_widget_set_no_show_all(spinner, 1)

        let overlay = gtk_overlay_new()!
        gtk_container_add(overlay.cast(), videoArea)
        for layer in [gradientRevealer, statusRevealer, toolbarRevealer, spinner] {
            gtk_overlay_add_overlay(overlay.cast(), layer)
            gtk_overlay_set_overlay_pass_through(overlay.cast(), layer, layer == gradientRevealer ? 1 : 0)
        }
        gtk_widget_set_vexpand(overlay, 1)
        root = overlay

        let icon = gtk_image_new_from_icon_name("video-x-generic-symbolic", GTK_ICON_SIZE_LARGE_TOOLBAR)!
        Widgets.addClass(icon, "dim-label")
        let emptyTitle = Widgets.label(tr("No Media"), classes: ["heading"], overflow: .whole)
        let emptyTexts = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [emptyTitle, emptyHint])
        gtk_widget_set_hexpand(emptyTexts, 1)
        gtk_widget_set_valign(emptyTexts, GTK_ALIGN_CENTER)
        let openMedia = gtk_button_new_with_label(tr("Open Media…"))!
        gtk_widget_set_valign(openMedia, GTK_ALIGN_CENTER)
        gtk_actionable_set_action_name(OpaquePointer(openMedia), "app.open-media")
        emptyState = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [icon, emptyTexts, openMedia])
        Widgets.addClass(emptyState, "player-empty")
        Widgets.setAccessibleName(emptyState, tr("Player"))
        Self.acceptDrops(on: emptyState, store: store)
        // Shown now, as the state shows or hides them whole (and the window's first showing
        // leaves them as the state left them).
        gtk_widget_show_all(overlay)
        gtk_widget_show_all(emptyState)
        let lifetime = WidgetLifetime(of: root).keep([store.observe({ PlayerModel($0.player) }) { [unowned self] in self.render($0) }])
        // The engine's video widget outlives the window (the engine keeps a reference): taken
        // out before the window's widgets are destroyed, it can go into a later window.
        if let video { lifetime.onEnd { gtk_container_remove(screen.cast(), video) } }
    }

    /// A file dropped on `target` opens like one chosen with Open Media.
    private static func acceptDrops(on target: Widget, store: AppStore) {
        gtk_drag_dest_set(target, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
        gtk_drag_dest_add_uri_targets(target)
        onDragDataReceived(target) { selection in
            guard let selection = selection.map(OpaquePointer.init), let uris = gtk_selection_data_get_uris(selection) else { return }
            defer { g_strfreev(uris) }
            guard let first = uris[0] else { return }
            let uri = String(cString: first)
            store.send(.openMedia(uri: uri))
        }
    }

    /// The player's key for a GDK key value.
    static func key(_ keyval: guint) -> PlayerKey? {
        switch Int32(keyval) {
        case GDK_KEY_space: .space
        case GDK_KEY_Left: .left
        case GDK_KEY_Right: .right
        default: nil
        }
    }

    func render(_ model: PlayerModel) {
        gtk_stack_set_visible_child_name(screen.cast(), model.approval != nil ? "approval" : model.showsVideo && hasVideo ? "video" : "placeholder")
        if let approval = model.approval {
            Widgets.setLabel(approvalPrompt, approval.prompt)
            if gtk_button_get_label(approveButton.cast()).map({ String(cString: $0) }) != approval.buttonLabel {
                gtk_button_set_label(approveButton.cast(), approval.buttonLabel)
            }
            Widgets.setAccessibleName(approveButton, approval.buttonAccessibleName)
        }
        Widgets.setVisible(root, !model.isEmpty)
        Widgets.setVisible(emptyState, model.isEmpty)
        Widgets.setLabel(emptyHint, model.title)
        Widgets.setLabel(placeholder, model.title)
        Widgets.setLabel(statusLine, model.statusLine)
        Widgets.setLabel(position, model.positionText)
        Widgets.setAccessibleName(playPauseButton, model.playPauseLabel)
        gtk_widget_set_tooltip_text(playPauseButton, model.playPauseLabel)
        gtk_button_set_image(playPauseButton.cast(), gtk_image_new_from_icon_name(model.playPauseIcon, GTK_ICON_SIZE_BUTTON))
        Widgets.setSensitive(playPauseButton, model.canPlay)
        Widgets.setSensitive(seek.scale, model.canPlay)
        seek.apply(value: model.position, upper: model.seekEnd)
        RevealerBinding.apply(statusRevealer, shown: model.chrome.isStatusLineShown, milliseconds: model.transitionMilliseconds)
        RevealerBinding.apply(gradientRevealer, shown: model.chrome.isGradientShown, milliseconds: model.transitionMilliseconds)
        RevealerBinding.apply(toolbarRevealer, shown: model.chrome.isToolbarShown, milliseconds: model.transitionMilliseconds)
        Widgets.setVisible(spinner, model.isBufferingIndicatorShown)
        if model.isBufferingIndicatorShown { gtk_spinner_start(spinner.cast()) } else { gtk_spinner_stop(spinner.cast()) }
    }
}
