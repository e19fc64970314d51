import MeridianKitCore
import MeridianStore
import Testing

struct HistoryBarModelTests {
    @Test func theHistoryBarSaysWhereTheWindowIsInTime() throws {
        let present = HistoryBarModel(
            timeline: Timeline(stepCount: 41, currentStep: 40, isPreviewing: false, scopeID: "everything"),
            label: "Renamed New York to Home", scopeID: "everything")
        #expect(present.text == "Step 40 of 40 · Renamed New York to Home")
        #expect(!present.isShowingThePast && present.canStepBack && !present.canStepForward)
        let past = HistoryBarModel(
            timeline: Timeline(stepCount: 41, currentStep: 0, isPreviewing: true, scopeID: "document"),
            label: "Opened Meridian", scopeID: "document")
        #expect(past.text == "Step 0 of 40 · Opened Meridian")
        #expect(past.isShowingThePast && !past.canStepBack && past.canStepForward)
    }

    @Test func theBarSpeaksTheAppsWords() throws {
        var words = HistoryWords()
        words.step = { "Schritt \($0) von \($1) · \($2)" }
        words.readingStep = { "Schritt \($0) von \($1) wird gelesen" }
        let shown = HistoryBarModel(
            timeline: Timeline(stepCount: 3, currentStep: 1, isPreviewing: true, scopeID: "everything"),
            label: "Sortiert", scopeID: "everything", words: words)
        #expect(shown.text == "Schritt 1 von 2 · Sortiert")
        let reading = HistoryBarModel(
            timeline: Timeline(stepCount: 3, currentStep: 1, isPreviewing: true, scopeID: "everything", loadingStep: 2),
            label: "Sortiert", scopeID: "everything", words: words)
        #expect(reading.text == "Schritt 2 von 2 wird gelesen")
        #expect(reading.currentStep == 2 && !reading.canStepForward)
    }
}

struct HistoryPanelTests {
    @Test func whatTheUserDoesToTheBarAndTheInspectorIsKept() {
        var panel = HistoryPanel()
        panel.apply(.scopeChosen(id: "items"))
        panel.apply(.inspectorToggled(isOpen: true))
        panel.apply(.inspectorSearchChanged(text: String(repeating: "a", count: 5000)))
        panel.apply(.inspectorFilterChosen(id: "items"))
        #expect(panel.scopeID == "items" && panel.inspector.isOpen && panel.inspector.scopeFilter == "items")
        #expect(panel.inspector.searchText.count == HistoryPanel.searchLimit && panel.inspector.isNarrowing)
    }
}
