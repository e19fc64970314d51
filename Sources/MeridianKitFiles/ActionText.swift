import Foundation

/// Why an action typed by hand was refused: where in it, and what is wrong there. Nothing was sent.
public struct ActionRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// A JSON-style path inside the action, as a session file's problems name a place
    /// (`toggled.id`); empty when the whole text is wrong.
    public var place: String
    /// What is wrong there, in words.
    public var reason: String

    /// A refusal at `place`, for `reason`.
    public init(place: String, reason: String) {
        self.place = place
        self.reason = reason
    }

    public var description: String { place.isEmpty ? reason : "at \(place): \(reason)" }
}

/// An action typed as JSON, in the form a session file's log holds it
/// (`{"toggled":{"id":2}}`), read as a session's actions are read, with the same words for
/// what is wrong and where.
public enum ActionText {
    /// The action `text` holds, or why it holds none.
    public static func read<Action: Decodable>(_ text: String, as type: Action.Type = Action.self) -> Result<Action, ActionRefusal> {
        let data = Data(text.utf8)
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return .failure(ActionRefusal(place: "", reason: "it is not JSON"))
        }
        do {
            return .success(try JSONDecoder().decode(Action.self, from: data))
        } catch let error as DecodingError {
            return .failure(ActionRefusal(place: SessionFileError.place(of: error), reason: SessionFileError.reason(of: error)))
        } catch {
            return .failure(ActionRefusal(place: "", reason: "\(error)"))
        }
    }
}
