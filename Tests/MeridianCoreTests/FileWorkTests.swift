import MeridianCore
import MeridianKitCore
import MeridianStore
import Testing

/// The bar of a file being read or written: shown after a second, how far in whole percent, Cancel once.
@Suite struct FileWorkTests {
    func reduce(_ work: inout FileWork, _ action: FileWorkAction) -> [FileWorkEffect] {
        FileWorkReducer().reduce(into: &work, action: action)
    }

    @Test func aReadShowsWhatAndHowFarOnlyAfterASecond() {
        var work = FileWork()
        #expect(!work.isShown && work.text == "")
        _ = reduce(&work, .began(file: "long.json", kind: .reading))
        _ = reduce(&work, .advanced(fraction: 0.4, seconds: 0.5))
        #expect(!work.isShown, "work over in less than a second is never shown")
        _ = reduce(&work, .advanced(fraction: 0.407, seconds: 1.2))
        #expect(work.isShown && work.text == "Reading “long.json”… 40 %")
        // Never back: a late look at an older figure leaves the bar where it was.
        _ = reduce(&work, .advanced(fraction: 0.3, seconds: 1.1))
        #expect(work.fraction == 0.407 && work.seconds == 1.2)
        _ = reduce(&work, .ended)
        #expect(work == FileWork() && !work.isShown)
    }

    @Test func cancelAsksTheWorkToStopOnceAndSaysSo() {
        var work = FileWork()
        #expect(reduce(&work, .cancelPressed).isEmpty, "nothing to cancel")
        _ = reduce(&work, .began(file: "long.json", kind: .reading))
        #expect(reduce(&work, .cancelPressed) == [.cancel])
        #expect(work.isCancelling && work.text == "Cancelling the import of “long.json”…")
        #expect(reduce(&work, .cancelPressed).isEmpty, "asked once")
        // A new read starts afresh.
        _ = reduce(&work, .began(file: "other.json", kind: .reading))
        #expect(!work.isCancelling && work.fraction == 0)
    }

    @Test func anExportSaysItWritesAndWhatItsCancelStops() {
        var work = FileWork()
        _ = reduce(&work, .began(file: "Meridian session.json", kind: .writing))
        _ = reduce(&work, .advanced(fraction: 0.999, seconds: 3))
        #expect(work.isShown && work.text == "Writing “Meridian session.json”… 99 %")
        #expect(reduce(&work, .cancelPressed) == [.cancel])
        #expect(work.text == "Cancelling the export to “Meridian session.json”…")
        // Another piece of work shown when this one ends: its own words, not cancelling.
        _ = reduce(&work, .began(file: "long.json", kind: .reading))
        #expect(work.kind == .reading && !work.isCancelling && work.text == "Reading “long.json”… 0 %")
    }

    @Test func progressOnlyGoesForwardAndPhasesShareTheWhole() {
        let progress = WorkProgress()
        let reading = progress.phase(from: 0, to: 0.1), checking = progress.phase(from: 0.1, to: 1)
        reading.advance(to: 0.5)
        #expect(progress.fraction == 0.05)
        checking.advance(to: 0.5)
        #expect(progress.fraction == 0.55)
        reading.advance(to: 1)
        #expect(progress.fraction == 0.55, "never back")
        checking.part(0.5, 1).part(0, 0.5).advance(to: 1)
        #expect(progress.fraction == 0.775)
        #expect(!checking.isCancelled)
        progress.cancel()
        #expect(checking.isCancelled && reading.isCancelled)
    }
}
