/// What the removal notice shows: "Removed Tokyo", the Undo button, and what a screen reader
/// says of it. `nil` when there is no notice.
public struct RemovalNoticeModel: Equatable, Sendable {
    /// "Removed Tokyo".
    public var text: String
    /// The notice as a screen reader announces it: "Removed Tokyo. Undo with Ctrl+Z."
    public var accessibleName: String

    public init?(_ state: AppState) {
        guard let notice = state.viewState.notice else { return nil }
        text = tr("Removed {zone}", ["zone": notice.zoneName])
        accessibleName = tr("Removed {zone}. Undo with Ctrl+Z.", ["zone": notice.zoneName])
    }
}
