import MeridianKitFiles
import Testing

/// An action typed by hand is read as a session's actions are: refused with its place named.
struct ActionTextTests {
    enum Action: Codable, Equatable {
        case added
        case toggled(id: Int)
        case renamed(id: Int, title: String)
    }

    @Test func anActionInASessionsFormIsRead() {
        #expect(ActionText.read(#"{"toggled":{"id":2}}"#, as: Action.self) == .success(.toggled(id: 2)))
        #expect(ActionText.read(#"{"added":{}}"#, as: Action.self) == .success(.added))
    }

    @Test func aWrongValueIsRefusedAtItsPlace() {
        #expect(ActionText.read(#"{"toggled":{"id":"two"}}"#, as: Action.self) == .failure(ActionRefusal(place: "toggled.id", reason: "not a Int")))
        #expect(ActionText.read(#"{"renamed":{"id":2}}"#, as: Action.self) == .failure(ActionRefusal(place: "renamed.title", reason: "missing")))
    }

    @Test func textThatIsNotJSONIsRefusedWhole() {
        #expect(ActionText.read(#"{"toggled":"#, as: Action.self) == .failure(ActionRefusal(place: "", reason: "it is not JSON")))
    }
}
