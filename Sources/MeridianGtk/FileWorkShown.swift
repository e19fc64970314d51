import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The file being read off the main thread, as the window shows it (`FileWork`): its store,
/// told ten times a second how far the work has come while it runs, and never otherwise — an
/// idle window wakes for nothing. Cancel reaches the work through the store's effect.
@MainActor
final class FileWorkShown {
    let store = Store(initialState: FileWork(), reducer: FileWorkReducer(), history: nil)
    private var progress: WorkProgress?
    private var began = 0
    private var timer: GLibTimer?

    init() {
        store.effectHandler = { [weak self] effect in
            switch effect {
            case .cancel: self?.progress?.cancel()
            }
        }
    }

    /// Reading `file` begins: its progress, for the work to tell and to look at for Cancel.
    func begin(file: String) -> WorkProgress {
        let progress = WorkProgress()
        self.progress = progress
        began = g_get_monotonic_time()
        store.send(.began(file: file))
        look()
        return progress
    }

    /// The work is over; the bar goes.
    func end() {
        progress = nil
        timer = nil
        store.send(.ended)
    }

    private func look() {
        guard let progress else { return }
        store.send(.advanced(fraction: progress.fraction, seconds: Double(g_get_monotonic_time() - began) / 1e6))
        timer = GLibTimer(after: 100) { [weak self] in self?.look() }
    }
}
