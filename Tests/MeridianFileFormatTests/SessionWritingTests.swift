import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianKitCore
import MeridianStore
import Testing
import TestSupport

/// Writing a long session says how far it has come, and stops when cancelled: what the
/// window's "Writing “Meridian session.json”… 40 %" and its Cancel stand on.
@MainActor
@Suite struct SessionWritingTests {
    /// A history of `ticks` clock ticks, kept one action each.
    func ticking(_ ticks: Int) -> Store<AppState, AppAction, AppEffect> {
        var rules = AppHistory.rules()
        rules.foldsTransients = false
        let store = Store(initialState: firstLaunch, reducer: AppReducer(catalog: systemCatalog), history: rules)
        for index in 0..<ticks { store.send(.tick(at: noon.adding(seconds: Double(index)))) }
        return store
    }

    @Test func writingTellsHowFarItHasComeByTheActionsWritten() throws {
        let store = ticking(60_000)
        let progress = WorkProgress()
        var fractions: [Double] = [], written: [UInt8] = []
        try Session.write(store.archiveSource().stream(), createdAt: noon, work: progress.phase(from: 0, to: 1)) { piece in
            fractions.append(progress.fraction)
            written += piece
        }
        #expect(fractions.count > 2, "written in pieces of a megabyte")
        #expect(fractions == fractions.sorted() && fractions.first! < 0.7, "\(fractions)")
        #expect(progress.fraction >= 0.95)
        #expect(Data(written) == (try Session(history: store.archive(), createdAt: noon).jsonData()), "the same bytes as a write no one watches")
    }

    @Test func aCancelledWriteStopsBeforeItsFirstPiece() throws {
        let store = ticking(20_000)
        let progress = WorkProgress()
        progress.cancel()
        var pieces = 0
        #expect(throws: CancellationError.self) {
            try Session.write(store.archiveSource().stream(), createdAt: noon, work: progress.phase(from: 0, to: 1)) { _ in pieces += 1 }
        }
        #expect(pieces == 0)
    }
}
