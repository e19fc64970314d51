import Foundation
import MeridianCore
import MeridianFileFormat
import MeridianKitStorage
import MeridianStore

/// Meridian's history database: the kit's, over Meridian's state and actions.
typealias AppHistoryDatabase = HistoryDatabase<AppState, AppAction>
/// Meridian's history database opened for writing in its state folder.
typealias AppHistoryFile = HistoryFile<AppState, AppAction>

extension HistoryCodec where State == AppState, Action == AppAction {
    /// Meridian's actions and states as its files hold them (the fast action JSON, states with
    /// sorted keys), and what is read back checked as a session file's contents are.
    static func meridian(validator: SessionValidator) -> Self {
        let encoder = MeridianFile.encoder(prettyPrinted: false)
        return HistoryCodec(
            encodeAction: { AppActionJSON.encode($0) },
            decodeAction: { bytes, place in
                guard let action = AppActionJSON.decode(bytes) else { return .failure(Damage(place: place, reason: tr("is not an action"))) }
                if let problem = validator.actions.problems(in: action, at: place).first {
                    return .failure(Damage(place: problem.path, reason: problem.message))
                }
                return .success(action)
            },
            // A state always encodes: it is made of strings, numbers and arrays.
            encodeState: { (try? Array(encoder.encode($0))) ?? Array("{}".utf8) },
            decodeState: { bytes, place in
                let state: AppState
                do {
                    state = try JSONDecoder().decode(AppState.self, from: Data(bytes))
                } catch {
                    return .failure(Damage(place: place, reason: tr("is not a state ({reason})", ["reason": "\(error)"])))
                }
                if let problem = validator.states.problems(in: state, at: place).first {
                    return .failure(Damage(place: problem.path, reason: problem.message))
                }
                return .success(state)
            },
            checkpointIntervals: Limits.checkpointInterval)
    }
}

extension StorageWords {
    /// What Meridian says of its history's database, in the user's language.
    static var meridian: StorageWords {
        var words = StorageWords()
        words.app = "Meridian"
        words.noWAL = tr("it cannot be put in WAL mode")
        words.damagedFile = { path, _ in tr("{path} is damaged or is not a Meridian history", ["path": path]) }
        words.full = { tr("{path} cannot grow: the disk is full", ["path": $0]) }
        words.inUse = { path, _ in tr("{path} is in use by another Meridian", ["path": path]) }
        words.readOnly = { tr("{path} cannot be written ({reason})", ["path": $0, "reason": $1]) }
        words.newer = {
            tr("{path} was written by a newer Meridian (schema version {version}; this build reads up to {current})", [
                "path": $0, "version": $1, "current": "\($2)",
            ])
        }
        words.unusable = { tr("{path} cannot be used: {reason}", ["path": $0, "reason": $1]) }
        words.damaged = { tr("{path} is damaged: {place} {reason}", ["path": $0, "place": $1, "reason": $2]) }
        words.noStep = { tr("has no step {step}", ["step": $0]) }
        words.pastAnyLog = tr("names an entry past any log")
        words.noSegment = { tr("has no segment {segment}", ["segment": $0]) }
        words.noEntry = { tr("has no entry {entry}", ["entry": $0]) }
        words.restoreWithoutStep = tr("is a restore without its step and scope")
        words.skipWithoutStep = tr("is a skip without its step, direction and ineffective steps")
        words.noChunk = { tr("names chunk {chunk}, which is missing", ["chunk": $0]) }
        words.noKeptHistory = { tr("there is no kept history {number}", ["number": $0]) }
        words.couldNotRead = { tr("The saved history could not be read: {reason}.", ["reason": $0]) }
        return words
    }
}
