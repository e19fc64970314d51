import Foundation
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

    /// At the first launch "Step 0 of 0" and a slider without a knob say nothing of what History
    /// is: a line says what the slider does, until the user first moves it into the past.
    @Test func theBarSaysWhatTheSliderDoesUntilItIsFirstMoved() {
        let firstLaunch = HistoryBarModel(
            timeline: Timeline(stepCount: 1, currentStep: 0, isPreviewing: false, scopeID: "everything"), label: "Opened", scopeID: "everything")
        #expect(firstLaunch.hint == "Everything you do is kept here: drag the slider to go back in time")
        #expect(firstLaunch.text == "Step 0 of 0 · Opened")
        let present = Timeline(stepCount: 4, currentStep: 3, isPreviewing: false, scopeID: "everything")
        #expect(HistoryBarModel(timeline: present, label: "Added", scopeID: "everything").hint != nil)
        // The first move back is what counts; moving to the present, or once more, is not.
        #expect(HistoryBarModel.marksTravelled(movingTo: 2, lastStep: 3, hasTravelled: false))
        #expect(!HistoryBarModel.marksTravelled(movingTo: 3, lastStep: 3, hasTravelled: false))
        #expect(!HistoryBarModel.marksTravelled(movingTo: 0, lastStep: 3, hasTravelled: true))
        // Once the panel keeps that the user travelled, the line is gone for good.
        #expect(HistoryBarModel(timeline: present, label: "Added", scopeID: "everything", hasTravelled: true).hint == nil)
        var words = HistoryWords()
        words.sliderHint = "Alles bleibt hier"
        #expect(HistoryBarModel(timeline: present, label: "Added", scopeID: "everything", words: words).hint == "Alles bleibt hier")
    }

    /// Once shown, the hint's line keeps its room until the next launch: the first move of the
    /// slider ends the hint, and the slider must not jump under the pointer as it does.
    @Test func theHintsLineKeepsItsRoomOnceShown() {
        let present = Timeline(stepCount: 4, currentStep: 3, isPreviewing: false, scopeID: "everything")
        let first = HistoryBarModel(timeline: present, label: "Added", scopeID: "everything")
        #expect(first.hint != nil && first.showsHintLine)
        let travelled = HistoryBarModel(
            timeline: present, label: "Added", scopeID: "everything", hasTravelled: true, hintShownBefore: first.showsHintLine)
        #expect(travelled.hint == nil && travelled.showsHintLine)
        // A launch after the user travelled shows no line at all.
        #expect(!HistoryBarModel(timeline: present, label: "Added", scopeID: "everything", hasTravelled: true).showsHintLine)
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

struct LeftOffTests {
    /// A launch opens at the present; the step the slider was left at is offered to go back
    /// to, until the window shows it, and only while it is a step of this history's past.
    @Test func theBarOffersTheStepLeftOffAtUntilItIsShown() {
        let present = Timeline(stepCount: 45, currentStep: 44, isPreviewing: false, scopeID: "everything")
        let leftOff = HistoryPanel.LeftOff(step: 12, scopeID: "document")
        let offered = HistoryBarModel(timeline: present, label: "Started editing", scopeID: "everything", leftOff: leftOff)
        #expect(offered.leftOff == leftOff && offered.leftOffText == "Back to Step 12")
        #expect(!offered.isShowingThePast)
        let there = HistoryBarModel(
            timeline: Timeline(stepCount: 45, currentStep: 12, isPreviewing: true, scopeID: "document"), label: "Sorted", scopeID: "everything",
            leftOff: leftOff)
        #expect(there.leftOff == nil, "the window shows it")
        let elsewhere = HistoryBarModel(
            timeline: Timeline(stepCount: 45, currentStep: 20, isPreviewing: true, scopeID: "everything"), label: "Sorted", scopeID: "everything",
            leftOff: leftOff)
        #expect(elsewhere.leftOff == leftOff)
        // Not a step of this history's past: another history was imported, or the mark names the present.
        for step in [44, 45, 400, -1] {
            let model = HistoryBarModel(timeline: present, label: "", scopeID: "everything", leftOff: .init(step: step))
            #expect(model.leftOff == nil && model.leftOffText == "")
        }
        #expect(HistoryBarModel(timeline: present, label: "", scopeID: "everything").leftOff == nil)
    }

    @Test func theMarkIsKeptUntilUsedAndFilesFromBeforeHaveNone() throws {
        var panel = HistoryPanel()
        panel.apply(.leftOffMarked(step: 7, scopeID: "view"))
        #expect(panel.leftOff == HistoryPanel.LeftOff(step: 7, scopeID: "view"))
        #expect(panel.leftOffStep(lastStep: 8) == panel.leftOff && panel.leftOffStep(lastStep: 7) == nil)
        let saved = try JSONEncoder().encode(panel)
        #expect(try JSONDecoder().decode(HistoryPanel.self, from: saved) == panel)
        panel.apply(.leftOffCleared)
        #expect(panel.leftOff == nil)
        // Written without the key, as files from before have it.
        #expect(String(decoding: try JSONEncoder().encode(panel), as: UTF8.self).contains("leftOff") == false)
        let before = Data(#"{"scopeID":"everything","isExpanded":false}"#.utf8)
        #expect(try JSONDecoder().decode(HistoryPanel.self, from: before) == HistoryPanel())
    }

    /// The first move into the past is kept with the panel, and so survives a relaunch; a
    /// panel whose user has not travelled is written as before.
    @Test func theFirstTravelIsKeptAndWrittenOnlyOnceItHappened() throws {
        var panel = HistoryPanel()
        #expect(!panel.hasTravelled)
        #expect(!String(decoding: try JSONEncoder().encode(panel), as: UTF8.self).contains("hasTravelled"))
        panel.apply(.travelled)
        #expect(panel.hasTravelled)
        #expect(try JSONDecoder().decode(HistoryPanel.self, from: try JSONEncoder().encode(panel)) == panel)
    }
}

struct PastBannerTests {
    @Test func theBannerSaysWhichStepAndWhenWhileThePastIsShown() {
        let past = PastBanner(timeline: Timeline(stepCount: 45, currentStep: 12, isPreviewing: true, scopeID: "everything"), stepTime: "14:02:31")
        #expect(past.isShown && past.title == "Viewing the past" && past.detail == "Step 12 of 44, as it was at 14:02:31")
        // While a step is read from disk, the step asked for.
        let reading = PastBanner(
            timeline: Timeline(stepCount: 45, currentStep: 10, isPreviewing: true, scopeID: "everything", loadingStep: 3), stepTime: "14:00:00")
        #expect(reading.detail == "Step 3 of 44, as it was at 14:00:00")
        let present = PastBanner(timeline: Timeline(stepCount: 45, currentStep: 44, isPreviewing: false, scopeID: "everything"), stepTime: "")
        #expect(!present.isShown && present.detail == "")
    }

    /// Issue 71, item 1: Undo is a step of the present; only the slider shows the past, and any
    /// step it shows before the present, through any scope, is the past.
    @Test func onlyTheSliderShowsThePast() {
        let past = PastBanner(
            timeline: Timeline(stepCount: 45, currentStep: 40, isPreviewing: true, scopeID: "document"), stepTime: "14:02:31")
        #expect(past.isShown && past.title == "Viewing the past")
        let afterUndo = PastBanner(timeline: Timeline(stepCount: 46, currentStep: 45, isPreviewing: false, scopeID: "everything"), stepTime: "")
        #expect(!afterUndo.isShown && afterUndo.detail == "")
    }

    /// Issue 71, item 3: acting on a past step the slider shows says so, naming the first step
    /// set aside once its label is known; the notice is a value the panel keeps.
    @Test func actingOnThePastSaysItCarriedOnFromThere() throws {
        let past = Timeline(stepCount: 27, currentStep: 6, isPreviewing: true, scopeID: "everything")
        let carried = Timeline(stepCount: 29, currentStep: 28, isPreviewing: false, scopeID: "everything")
        let notice = try #require(CarriedOnNotice(before: past, after: carried))
        #expect(notice.text(firstLaterLabel: nil) == "Carried on from step 6 — 20 later steps stay on the slider")
        #expect(notice.text(firstLaterLabel: "Added Reykjavík") == "Carried on from step 6 — 20 later steps, from “Added Reykjavík”, stay on the slider")
        #expect(notice == CarriedOnNotice(step: 6, returnStep: 27, formerPresent: 26) && notice.laterSteps == 20)
        // Not for a return to the present, not for another history, not when the past is still shown.
        #expect(CarriedOnNotice(before: past, after: Timeline(stepCount: 27, currentStep: 26, isPreviewing: false, scopeID: "everything")) == nil)
        var replaced = carried
        replaced.generation += 1
        #expect(CarriedOnNotice(before: past, after: replaced) == nil)
        #expect(CarriedOnNotice(before: past, after: past) == nil)
        #expect(CarriedOnNotice(before: Timeline(stepCount: 8, currentStep: 6, isPreviewing: true, scopeID: "document"), after: Timeline(stepCount: 10, currentStep: 9, isPreviewing: false, scopeID: "everything"))?.text(firstLaterLabel: "Sorted by name")
            == "Carried on from step 6 — 1 later step, “Sorted by name”, stays on the slider")
        // Its Undo: while a change since carrying on (or the carrying on itself) is next to undo.
        #expect(notice.offersUndo(isTakenBack: false, undoableStep: 27) && notice.offersUndo(isTakenBack: false, undoableStep: 30))
        #expect(!notice.offersUndo(isTakenBack: false, undoableStep: 26), "only changes before it are left")
        #expect(!notice.offersUndo(isTakenBack: false, undoableStep: nil) && !notice.offersUndo(isTakenBack: nil, undoableStep: 30))
        #expect(!notice.offersUndo(isTakenBack: true, undoableStep: 30))
        // The panel keeps it across launches, and forgets it when closed.
        var panel = HistoryPanel()
        panel.apply(.carriedOn(notice))
        let kept = try JSONDecoder().decode(HistoryPanel.self, from: JSONEncoder().encode(panel.keptAcrossLaunches))
        #expect(kept.carriedOn == notice)
        panel.apply(.carriedOnNoticeClosed)
        #expect(panel.carriedOn == nil)
    }
}

struct PastColorsTests {
    /// WCAG 2's contrast, checked on the values the stylesheet is made of: the banner's text
    /// on its fill meets AA for text (4.5:1) and the frame meets AA for what shows a state
    /// (3:1) against every theme's window and view background. GNOME's warning orange with
    /// white text, the mark before, does not.
    @Test func thePastIsMarkedWithAAContrastInEveryTheme() {
        let ratio = { (a: PastColors.Colour, b: PastColors.Colour) in (a.contrast(with: b) * 100).rounded() / 100 }
        #expect(ratio(PastColors.Colour(0xFFFFFF), PastColors.Colour(0x000000)) == 21)
        #expect(ratio(PastColors.Colour(0xFFFFFF), PastColors.Colour(0xF57900)) == 2.76, "the badge before")
        #expect(ratio(PastColors.text, PastColors.mark) == 6.07)
        #expect(PastColors.text.contrast(with: PastColors.mark) >= 4.5)
        for (theme, background) in PastColors.themeBackgrounds {
            #expect(PastColors.mark.contrast(with: background) >= 3, "the frame against \(theme)")
        }
        #expect(PastColors.themeBackgrounds.map { ratio(PastColors.mark, $0.background) } == [3.17, 3.46, 3.55, 3.98, 3.4, 3.46, 6.07])
        #expect(PastColors.css.contains("background-color: #E66100; min-width: 3px; min-height: 3px") && PastColors.css.contains("color: #000000"))
    }
}

struct InspectorFitTests {
    /// Opening the inspector widens the window only by what the content cannot give up, and
    /// never past the work area; closing it gives that back.
    @Test func theInspectorOpensWithinTheWorkArea() {
        // Room enough: the window stays, the content gives the inspector its width.
        let roomy = InspectorFit(windowWidth: 1100, contentMinimum: 600, workAreaWidth: 1920)
        #expect(roomy == InspectorFit(windowWidth: 1100, contentMinimum: 600, workAreaWidth: 1920, preferred: 380))
        #expect(roomy.windowWidth == 1100 && roomy.inspectorWidth == 380 && roomy.grewFrom == nil)
        #expect(roomy.widthAfterClosing(windowWidth: 1100) == 1100)
        // A narrow window grows by what the content needs, within the work area.
        let narrow = InspectorFit(windowWidth: 600, contentMinimum: 560, workAreaWidth: 1920)
        #expect(narrow.windowWidth == 940 && narrow.inspectorWidth == 380 && narrow.grewFrom == 600)
        #expect(narrow.widthAfterClosing(windowWidth: 940) == 600)
        #expect(narrow.widthAfterClosing(windowWidth: 1000) == 1000, "resized meanwhile: left as the user made it")
        // A 1,024-pixel screen: the window grows to its edge, and the inspector gives up the rest.
        let small = InspectorFit(windowWidth: 900, contentMinimum: 753, workAreaWidth: 1024)
        #expect(small.windowWidth == 1024 && small.inspectorWidth == 271)
        // Already wider than its screen: it does not grow at all.
        let moved = InspectorFit(windowWidth: 1100, contentMinimum: 900, workAreaWidth: 1024)
        #expect(moved.windowWidth == 1100 && moved.inspectorWidth == 200 && moved.grewFrom == nil)
        // No work area known (none to ask): the window grows to what the inspector needs.
        #expect(InspectorFit(windowWidth: 600, contentMinimum: 560, workAreaWidth: 0).windowWidth == 940)
    }

    @Test func aStateSavedOnALargerScreenOpensWithinThisOne() {
        #expect(InspectorFit.launchSize(width: 1100, height: 720, workArea: (1024, 740)) == (1024, 720))
        #expect(InspectorFit.launchSize(width: 1100, height: 720, workArea: (1920, 1080)) == (1100, 720))
        #expect(InspectorFit.launchSize(width: 1100, height: 720, workArea: (0, 0)) == (1100, 720))
    }
}
