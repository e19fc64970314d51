import CoreTestSupport
import MeridianCore
import Testing

/// What export and import say: where a file went, what a refused file is before where it is
/// wrong, and the next step a message offers.
@Suite struct FileMessagesTests {
    @Test func anExportSaysWhereFromTheHomeFolderAndOffersItsFolder() throws {
        let message = FileMessages.exported(.snapshot, to: "/home/ada/Documents/x.json", home: "/home/ada")
        #expect(message.text == "Snapshot exported to ~/Documents/x.json")
        #expect(FileMessages.exported(.session, to: "/tmp/s.json", home: "/home/ada").text == "Session exported to /tmp/s.json")
        #expect(FileMessages.exported(.session, to: "/home/adam/s.json", home: "/home/ada/").text == "Session exported to /home/adam/s.json")
        let bar = MessageBarModel(message)
        #expect(bar.offer == .openFolder("/home/ada/Documents"))
        #expect(bar.offer?.label == "Open Folder")
        #expect(!bar.isProblem)
    }

    /// A session imported, or a kept history brought back, says so as an export does: what,
    /// from where, and its steps; news, not a problem, and gone when the next import starts.
    @Test func anImportedSessionAndABroughtBackHistorySaySo() throws {
        let imported = FileMessages.importedSession(from: "/home/ada/Documents/walk.json", steps: 12, home: "/home/ada")
        #expect(imported.text == "Session imported from ~/Documents/walk.json · 12 steps")
        #expect(FileMessages.importedSession(from: "/tmp/one.json", steps: 1, home: "/home/ada").text == "Session imported from /tmp/one.json · 1 step")
        let back = FileMessages.broughtBack("Before an import, 27/11/26 21:00:00", steps: 3)
        #expect(back.text == "History brought back: Before an import, 27/11/26 21:00:00 · 3 steps")
        #expect(FileMessages.broughtBack("Before a fresh start, 1/1/26", steps: 1).text == "History brought back: Before a fresh start, 1/1/26 · 1 step")
        for message in [imported, back] {
            let bar = MessageBarModel(message)
            #expect(!bar.isProblem && bar.offer == nil)
            var state = AppState.firstLaunch(now: Instant(millisecondsSince1970: 0), userTimeZone: "UTC")
            state.viewState.message = message
            #expect(state.actionsWhenFileWorkBegins == [.messageDismissed])
        }
    }

    /// A failed import says its refusal, except one the user cancelled: they know.
    @Test func aCancelledImportSaysNothingAndAnyOtherFailureItsRefusal() {
        let path = "/home/ada/long.json"
        #expect(FileMessages.importFailed(.session, path: path, error: .cancelled) == nil)
        let damaged = FileError([FileProblem(path: "version", message: "is missing")])
        #expect(FileMessages.importFailed(.session, path: path, error: damaged) == FileMessages.importRefused(.session, path: path, error: damaged))
    }

    @Test func aRefusalSaysWhatTheFileIsFirstThenWhere() throws {
        let path = "/home/ada/notes.json"
        let notJSON = FileError("the file is not valid JSON (unexpected “h” at byte 1)", cause: .notMeridian)
        #expect(FileMessages.importRefused(.snapshot, path: path, error: notJSON).text
            == "“notes.json” is not a Meridian snapshot.\nThe file is not valid JSON (unexpected “h” at byte 1)")
        #expect(FileMessages.importRefused(.session, path: path, error: notJSON).text.hasPrefix("“notes.json” is not a Meridian session.\n"))
        let damaged = FileError([FileProblem(path: "state.document.zones[3].identifier", message: "\"Mars/Olympus\" is not a known time zone")])
        #expect(FileMessages.importRefused(.snapshot, path: path, error: damaged).text
            == "“notes.json” is damaged and was not imported.\nstate.document.zones[3].identifier: \"Mars/Olympus\" is not a known time zone")
        let newer = FileError(path: "version", "this file is format version 9; this Meridian reads up to version 2", cause: .newer)
        #expect(FileMessages.importRefused(.snapshot, path: path, error: newer).text
            == "“notes.json” was made by a newer Meridian than this one, which cannot read it.\nThis file is format version 9; this Meridian reads up to version 2.")
        let folder = FileError("/home/ada/notes.json is a folder, not a file", cause: .unreadable)
        #expect(FileMessages.importRefused(.session, path: path, error: folder).text == "Could not read “notes.json”.\n/home/ada/notes.json is a folder, not a file")
        for error in [notJSON, damaged, newer, folder] {
            let bar = MessageBarModel(FileMessages.importRefused(.snapshot, path: path, error: error))
            #expect(bar.isProblem && bar.offer == nil)
        }
    }

    /// A session handed to Import Snapshot is offered as a session import, and the reverse.
    @Test func aFileOfTheOtherKindIsOfferedAsThatKind() throws {
        let session = FileError(path: "format", "this is a Meridian session, not a snapshot; import it as a session", cause: .otherKind(.session))
        let asSnapshot = FileMessages.importRefused(.snapshot, path: "/tmp/walk.json", error: session)
        #expect(asSnapshot.text == "“walk.json” is a Meridian session, not a snapshot. Imported as a session, it replaces the history; the current one is kept aside.")
        #expect(MessageBarModel(asSnapshot).offer == .importAs(.session, path: "/tmp/walk.json"))
        #expect(MessageBarModel(asSnapshot).offer?.label == "Import as Session")
        let snapshot = FileError(path: "format", "this is a Meridian snapshot, not a session; import it as a snapshot", cause: .otherKind(.snapshot))
        let asSession = FileMessages.importRefused(.session, path: "/tmp/x.json", error: snapshot)
        #expect(MessageBarModel(asSession).offer == .importAs(.snapshot, path: "/tmp/x.json"))
        #expect(MessageBarModel(asSession).offer?.label == "Import as Snapshot")
        #expect(MessageBarModel(UserMessage(verbatim: "Snapshot exported to {path}")).offer == nil)
    }

    /// The next import starts without the last one's message; another message stays.
    @Test func anImportStartsWithoutTheLastImportsMessage() throws {
        var state = firstLaunch
        #expect(state.actionsWhenFileWorkBegins == [])
        for message in [
            FileMessages.importRefused(.snapshot, path: "/tmp/x.json", error: FileError("the file is empty", cause: .notMeridian)),
            FileMessages.exported(.session, to: "/tmp/x.json", home: nil),
            FileMessages.exportFailed(.snapshot, to: "/x/y.json", reason: "No such file or directory"),
        ] {
            state.viewState.message = message
            #expect(state.actionsWhenFileWorkBegins == [.messageDismissed], "\(message.text)")
        }
        state.viewState.message = AppHistory.unknownScope("x")
        #expect(state.actionsWhenFileWorkBegins == [])
    }
}
