import Foundation
import MeridianKit
import MeridianKitCore
import Testing

/// The History bar and the inspector as they were left, kept beside the history: read back at
/// a relaunch, a damaged or missing file read as a new window's panel, and written only when
/// what a relaunch keeps changed (never for a key typed in the inspector's search).
@MainActor
@Suite struct HistoryPanelFileTests {
    func temporaryFile() -> HistoryPanelFile {
        HistoryPanelFile(folder: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-panel-\(UUID().uuidString)").path)
    }

    func remove(_ file: HistoryPanelFile) {
        try? FileManager.default.removeItem(atPath: (file.path as NSString).deletingLastPathComponent)
    }

    @Test func aPanelWrittenReadsBackWithoutItsSearch() throws {
        let file = temporaryFile()
        defer { remove(file) }
        let panel = HistoryPanel(
            scopeID: "document", isExpanded: true, inspector: InspectorPane(isOpen: true, searchText: "rename", scopeFilter: "view"),
            leftOff: HistoryPanel.LeftOff(step: 4, scopeID: "view"), hasTravelled: true)
        try file.write(panel)
        var expected = panel
        expected.inspector.searchText = ""
        #expect(file.read() == expected)
    }

    @Test func aMissingOrDamagedFileIsANewWindowsPanel() throws {
        let file = temporaryFile()
        defer { remove(file) }
        #expect(file.read() == HistoryPanel())
        try file.write(HistoryPanel(isExpanded: true))
        for damaged in [Data("{\"scopeID\": 12".utf8), Data([0xFF, 0x00, 0x7B]), Data(repeating: 0x20, count: 100_000)] {
            try damaged.write(to: URL(fileURLWithPath: file.path))
            #expect(file.read() == HistoryPanel())
        }
    }

    /// Typing in the inspector's search writes nothing; opening the inspector writes once.
    @Test func onlyWhatARelaunchKeepsIsWrittenAndOnlyWhenItChanges() throws {
        let file = temporaryFile()
        defer { remove(file) }
        let panel = HistoryPanelStore()
        let token = file.keep(panel)
        defer { withExtendedLifetime(token) {} }
        for text in ["r", "re", "ren"] { panel.send(.inspectorSearchChanged(text: text)) }
        #expect(!FileManager.default.fileExists(atPath: file.path), "a key typed in the search wrote the disk")
        panel.send(.inspectorToggled(isOpen: true))
        #expect(file.read().inspector.isOpen)
        try FileManager.default.removeItem(atPath: file.path)
        panel.send(.inspectorSearchChanged(text: "rename"))
        panel.send(.inspectorToggled(isOpen: true))
        #expect(!FileManager.default.fileExists(atPath: file.path), "a change that keeps the panel as it was wrote the disk")
        panel.send(.scopeChosen(id: "document"))
        #expect(file.read() == HistoryPanel(scopeID: "document", inspector: InspectorPane(isOpen: true)))
    }
}
