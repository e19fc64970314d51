// What needs a file version that knows translated messages (snapshot 2, session 4): older
// files hold only plain strings.
extension AppState {
    package var holdsMessageToTranslate: Bool {
        if let message = viewState.message, !message.isVerbatim { return true }
        if case .failed(let message) = player.status, !message.isVerbatim { return true }
        return false
    }
}

extension AppAction {
    package var holdsMessageToTranslate: Bool {
        switch self {
        case .messageShown(let message), .player(.engine(.failed(let message))): !message.isVerbatim
        case .snapshotImported(let state): state.holdsMessageToTranslate
        default: false
        }
    }
}
