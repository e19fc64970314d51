import CoreTestSupport
import Foundation
import MeridianCore
import MeridianFileFormat
import Testing

/// An action typed by hand in the inspector is read and checked as a session's actions are,
/// each problem at its place in the action.
struct ActionFromJSONTests {
    let reader = MeridianFileReader(catalog: systemCatalog)

    @Test func anActionInASessionsFormIsRead() throws {
        let scrolled = try reader.action(fromJSON: #"{"clockList":{"_0":{"scrolled":{"offsetY":40}}}}"#).get()
        #expect(scrolled == .clockList(.scrolled(offsetY: 40)))
    }

    @Test func aValueOutsideTheLimitsIsRefusedAtItsPlaceAsInASession() {
        let long = String(repeating: "a", count: Limits.typedText + 1)
        let text = #"{"detail":{"_0":{"nameTextChanged":{"zoneID":"6D657269-6469-616E-0000-000000000002","text":"\#(long)"}}}}"#
        guard case .failure(let error) = reader.action(fromJSON: text) else {
            Issue.record("a name too long was read")
            return
        }
        #expect(error.problems.map(\.path) == ["detail._0.nameTextChanged.text"])
    }

    @Test func aStateInsideAnActionIsCheckedAtItsPlace() throws {
        var state = AppState.firstLaunch(now: Instant(millisecondsSince1970: 1_774_785_600_000), userTimeZone: "Europe/London")
        state.viewState.detail = DetailPane(zoneID: state.document.zones[0].id, nameText: String(repeating: "a", count: Limits.typedText + 1))
        let text = String(decoding: AppActionJSON.encode(.snapshotImported(state)), as: UTF8.self)
        guard case .failure(let error) = reader.action(fromJSON: text) else {
            Issue.record("a state with a name too long was read")
            return
        }
        #expect(error.problems.allSatisfy { $0.path.hasPrefix("snapshotImported._0.") })
    }

    @Test func aMissingFieldAndTextThatIsNotJSONAreRefused() {
        guard case .failure(let missing) = reader.action(fromJSON: #"{"clockList":{"_0":{"scrolled":{}}}}"#) else {
            Issue.record("read")
            return
        }
        #expect(missing.problems.first?.path == "clockList._0.scrolled.offsetY")
        guard case .failure(let notJSON) = reader.action(fromJSON: #"{"clockList":"#) else {
            Issue.record("read")
            return
        }
        #expect(notJSON.problems.first?.message.hasPrefix("it is not JSON") == true)
    }
}
