/// The player's speed control: the speeds it offers and how the current one reads. The state
/// holds any speed within `Limits.playbackRate` (the inspector can send 3.7×): that one is
/// offered too, in its place, so the menu always shows what plays.
public struct PlaybackSpeedMenu: Equatable, Sendable {
    /// One speed of the menu.
    public struct Option: Equatable, Sendable {
        /// What `PlayerAction.rateChosen` sends.
        public var rate: Double
        /// "1.5×".
        public var title: String
    }

    /// The speeds a person picks from, as video players offer them.
    public static let offeredRates: [Double] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]

    /// In order, slowest first.
    public var options: [Option]
    /// The speed that plays: the option shown as chosen.
    public var current: Double
    /// What the button shows: "1×".
    public var label: String
    /// What a screen reader says for the button: "Playback speed, 1×".
    public var accessibleName: String
    /// The button's tooltip: what it is for.
    public var tooltip: String

    public init(rate: Double) {
        let current = Limits.playbackRate.contains(rate) ? rate : 1
        let rates = Set(Self.offeredRates.filter(Limits.playbackRate.contains) + [current]).sorted()
        options = rates.map { Option(rate: $0, title: PlayerClock.rateText($0)) }
        self.current = current
        label = PlayerClock.rateText(current)
        accessibleName = tr("Playback speed, {speed}", ["speed": label])
        tooltip = tr("Playback speed")
    }
}
