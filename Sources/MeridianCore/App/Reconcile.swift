import MeridianKitCore

/// Repairs what a mixed state leaves dangling, e.g. the past document under the present view:
/// a detail pane showing a removed zone closes, its rename entry shows the name the zone has, the notice of a removal goes once the zone is back, offsets are never negative, editing ends when
/// there is nothing to edit. Pure; the store runs it after scoped jumps, and imports run it too.
public func reconcile(_ state: AppState) -> AppState {
    var state = state
    var view = state.viewState
    if let detail = view.detail, state.document.zone(withID: detail.zoneID) == nil {
        view.detail = nil
    }
    // The rename entry under a past name (an undone rename) shows that name, unless what it
    // holds is text the user is still correcting, which never became a name.
    if let detail = view.detail, let zone = state.document.zone(withID: detail.zoneID),
        case .success(let typedName) = ZoneNameValidator().validate(detail.nameText, identifier: zone.identifier), typedName != zone.name
    {
        view.detail?.nameText = zone.name
    }
    view.master.scrollOffsetY = nonNegative(view.master.scrollOffsetY)
    // A row to bring into view that left the list (an add undone) is no longer asked for.
    if let id = view.master.zoneToReveal, state.document.zone(withID: id) == nil {
        view.master.zoneToReveal = nil
    }
    if let offset = view.selection?.scrollOffsetY {
        view.selection?.scrollOffsetY = nonNegative(offset)
    }
    if state.document.zones.isEmpty {
        view.master.isEditing = false
    }
    if let notice = view.notice, !notice.isTrue(of: state.document) {
        view.notice = nil
    }
    view.window.width = max(view.window.width, WindowLayout.minimumWidth)
    view.window.height = max(view.window.height, WindowLayout.minimumHeight)
    view.window.panePosition = max(view.window.panePosition, WindowLayout.minimumPanePosition)
    state.viewState = view
    let end = state.player.duration ?? .infinity
    state.player.position = min(nonNegative(state.player.position), end)
    return state
}

private func nonNegative(_ value: Double) -> Double {
    value.isFinite ? max(value, 0) : 0
}
