/// The controls drawn over the video: toolbar, status line and bottom gradient, and the
/// animation that shows or hides them (so the animation is a tested value too).
public struct PlayerChrome: Codable, Equatable, Sendable {
    public var isToolbarShown: Bool
    public var isStatusLineShown: Bool
    public var isGradientShown: Bool
    public var transition: ChromeTransition

    public init(isToolbarShown: Bool, isStatusLineShown: Bool, isGradientShown: Bool, transition: ChromeTransition) {
        self.isToolbarShown = isToolbarShown
        self.isStatusLineShown = isStatusLineShown
        self.isGradientShown = isGradientShown
        self.transition = transition
    }

    /// All three pieces, shown with `transition`.
    public static func shown(_ transition: ChromeTransition) -> PlayerChrome {
        PlayerChrome(isToolbarShown: true, isStatusLineShown: true, isGradientShown: true, transition: transition)
    }

    /// All three pieces, hidden with `transition`.
    public static func hidden(_ transition: ChromeTransition) -> PlayerChrome {
        PlayerChrome(isToolbarShown: false, isStatusLineShown: false, isGradientShown: false, transition: transition)
    }

    /// How the player starts: everything showing.
    public static let shown = PlayerChrome.shown(.appear)

    public var isShowing: Bool { isToolbarShown || isStatusLineShown || isGradientShown }
}

public struct ChromeTransition: Codable, Equatable, Sendable {
    /// Seconds.
    public var duration: Double
    public var curve: AnimationCurve

    public init(duration: Double, curve: AnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// Showing, on a click or the pointer moving: quick, decelerating.
    public static let appear = ChromeTransition(duration: 0.25, curve: .easeOut)
    /// Hiding on a click: quick, accelerating.
    public static let dismiss = ChromeTransition(duration: 0.25, curve: .easeIn)
    /// Hiding by itself after the deadline: slower, so it does not startle.
    public static let fadeAway = ChromeTransition(duration: 0.5, curve: .easeIn)
}

public enum AnimationCurve: String, Codable, CaseIterable, Sendable {
    case easeIn, easeOut
}
