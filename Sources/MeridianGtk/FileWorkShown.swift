import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The files being read or written off the main thread, as the window shows them (`FileWork`):
/// its store, told ten times a second how far the work has come while it runs, and never
/// otherwise — an idle window wakes for nothing. Cancel reaches the work through the store's
/// effect.
///
/// Work can overlap (an export begun while an import reads): the bar shows the latest begun,
/// and its Cancel stops that one; when it ends, the bar shows the one still running before it.
@MainActor
final class FileWorkShown {
    let store = Store(initialState: FileWork(), reducer: FileWorkReducer(), history: nil)
    private var running: [Running] = []
    private var timer: GLibTimer?

    private struct Running {
        let progress: WorkProgress
        let file: String
        let kind: FileWork.Kind
        let began: Int
    }

    init() {
        store.effectHandler = { [weak self] effect in
            switch effect {
            case .cancel: self?.running.last?.progress.cancel()
            }
        }
    }

    /// Reading or writing `file` begins: its progress, for the work to tell and to look at for
    /// Cancel, and to hand back to `end` when it is over.
    func begin(file: String, _ kind: FileWork.Kind = .reading) -> WorkProgress {
        let progress = WorkProgress()
        running.append(Running(progress: progress, file: file, kind: kind, began: g_get_monotonic_time()))
        show()
        return progress
    }

    /// The work `progress` tells of is over; the bar goes, or shows the work still running.
    func end(_ progress: WorkProgress) {
        guard let index = running.firstIndex(where: { $0.progress === progress }) else { return }
        running.remove(at: index)
        guard index == running.count else { return }
        if running.isEmpty {
            timer = nil
            store.send(.ended)
        } else {
            show()
        }
    }

    /// The bar shows the latest work, from its start.
    private func show() {
        guard let shown = running.last else { return }
        store.send(.began(file: shown.file, kind: shown.kind))
        if shown.progress.isCancelled { store.send(.cancelPressed) }
        look()
    }

    private func look() {
        guard let shown = running.last else { return }
        store.send(.advanced(fraction: shown.progress.fraction, seconds: Double(g_get_monotonic_time() - shown.began) / 1e6))
        timer = GLibTimer(after: 100) { [weak self] in self?.look() }
    }
}
