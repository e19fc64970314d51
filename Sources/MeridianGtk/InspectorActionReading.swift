import MeridianCore
import MeridianFileFormat
import MeridianKitFiles

extension MeridianFileReader {
    /// An action sent by hand from the inspector, read and checked as a session's action is;
    /// refused at the place of its first problem.
    func inspectorAction(fromJSON text: String) -> Result<AppAction, ActionRefusal> {
        action(fromJSON: text).mapError { error in
            ActionRefusal(place: error.problems.first?.path ?? "", reason: error.problems.first?.message ?? "\(error)")
        }
    }
}
