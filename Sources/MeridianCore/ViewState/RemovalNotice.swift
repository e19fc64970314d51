import Foundation

/// "Removed Tokyo", with Undo: the notice a removal leaves, as GNOME apps show one for what they
/// remove. It goes when the user closes it, when it has been shown for `timeout` without the
/// pointer or the keyboard on it, or when the zone is back (an undo, a drag of the slider).
public struct RemovalNotice: Codable, Hashable, Sendable {
    /// The zone removed: no longer in the document, unless it came back.
    public var zoneID: UUID
    /// Its name when it was removed.
    public var zoneName: String
    /// The pointer is over the notice: it stays while the user reaches for Undo.
    public var isHovered: Bool
    /// The keyboard focus is in the notice: it stays while the user reads it or reaches Undo.
    public var hasFocus: Bool

    /// How long the notice stays once nothing holds it, in milliseconds (libadwaita's toasts stay 5 s).
    public static let timeoutMilliseconds: Int64 = 5_000

    public init(zoneID: UUID, zoneName: String, isHovered: Bool = false, hasFocus: Bool = false) {
        self.zoneID = zoneID
        self.zoneName = zoneName
        self.isHovered = isHovered
        self.hasFocus = hasFocus
    }

    /// The pointer or the keyboard is on the notice, so it does not time out.
    public var isHeld: Bool { isHovered || hasFocus }

    /// Whether the notice still says something true of `document`: not once the zone is back.
    public func isTrue(of document: WorldClock) -> Bool {
        document.zone(withID: zoneID) == nil
    }
}
