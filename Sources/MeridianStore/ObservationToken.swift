/// Keeps an observation alive; it ends on `cancel()` or when the token is released.
@MainActor
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    @usableFromInline init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    isolated deinit {
        cancel()
    }
}
