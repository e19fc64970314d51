/// Keeps an observation alive; it ends on `cancel()` or when the token is released.
@MainActor
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    @usableFromInline init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the observation; the closure is not called again. Calling it twice does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    isolated deinit {
        cancel()
    }
}
