import MeridianCore
import MeridianKit

/// What the media engine has to show in the video's place (`EnginePicture`), for the player
/// panes that describe it. It lives outside the store: the engine outlives its windows, and a
/// past step's media that fails reaches no state, since no action runs while the past is shown.
@MainActor
final class EnginePictureFeed {
    private(set) var picture = EnginePicture.video
    private var followers: [Int: @MainActor () -> Void] = [:]
    private var lastFollower = 0

    /// The picture moves on by what the engine learnt; the followers hear of a change.
    func learn(_ fact: EnginePicture.Fact) {
        let next = picture.after(fact)
        guard next != picture else { return }
        picture = next
        for follower in followers.values { follower() }
    }

    /// Calls `onChange` after each change of the picture, until `lifetime` (the pane's) ends.
    func follow(until lifetime: WidgetLifetime, _ onChange: @escaping @MainActor () -> Void) {
        lastFollower += 1
        let id = lastFollower
        followers[id] = onChange
        lifetime.onEnd { [weak self] in self?.followers[id] = nil }
    }
}

/// An engine that paints the video into a widget of the window: the widget, and what to show
/// in its place.
@MainActor
struct EngineVideo {
    /// The engine's own widget. The engine keeps it for later windows: a window takes it out
    /// when it closes, never destroys it.
    let widget: Widget
    let picture: EnginePictureFeed
}
