import CGtk
import MeridianCore
import MeridianKit
import MeridianKitCore
import MeridianStore

/// The bar that shows a file being read or written (`FileWork`): what, how far, and Cancel.
/// Described from the work's own store, which keeps no history.
@MainActor
final class FileWorkBarView {
    /// The description's host, to put in the window.
    let host: ViewHost
    /// The bar, its words, and its Cancel button, for tests.
    let bar = WidgetReference(), text = WidgetReference(), cancel = WidgetReference()

    init(work: Store<FileWork, FileWorkAction, FileWorkEffect>) {
        let (bar, text, cancel) = (bar, text, cancel)
        host = work.describe { work, send in
            InfoBar(.info, closable: false, onResponse: {}) {
                VBox(spacing: 6) {
                    Label(work.text).reference(text)
                    ProgressBar(fraction: work.fraction)
                }
                .expands(.horizontal)
                .align(vertical: .center)
            } actions: {
                Button(tr("Cancel")) { send(.cancelPressed) }
                    .enabled(!work.isCancelling)
                    .reference(cancel)
            }
            .visible(work.isShown)
            .accessibleName(work.name)
            .reference(bar)
        }
    }
}
