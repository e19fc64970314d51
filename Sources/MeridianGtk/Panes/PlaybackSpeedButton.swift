import MeridianCore
import MeridianKitCore

/// The player's speed control: a menu button that shows the speed that plays ("1×") and opens
/// the speeds to choose from, radio items of the application's stateful `app.playback-speed`
/// action (whose state the application keeps on the state's speed). It decides nothing:
/// `PlaybackSpeedMenu` says what it shows.
enum PlaybackSpeedButton {
    /// The action each speed runs, with the speed as its target.
    static let action = "app.playback-speed"

    /// The button for `menu`; `onActivity` runs while the user is in its menu (it opens, the
    /// pointer moves or a key is pressed over it), as over the video: the controls stay meanwhile.
    static func view(_ menu: PlaybackSpeedMenu, onActivity: @escaping @MainActor () -> Void) -> View {
        let speeds = MenuSection(menu.options.map { MenuItem($0.title, action: action, target: .number($0.rate)) })
        return MenuButton(name: menu.accessibleName, sections: [speeds], onUse: onActivity) {
            // A framed button like its neighbours: the toolbar lies over the video, where a flat
            // button's text would be dark on dark.
            Label(menu.label, overflow: .whole).styleClass("player-speed")
        }
        .tooltip(menu.tooltip)
    }
}
