import Foundation

/// The actions an app no longer has that its logs still hold: the History panel's, which an
/// app's action carried (`case historyPanel(HistoryPanelAction)`) before the kit kept its own
/// view-state. A reader maps each to an entry that replays as nothing, rather than dropping it,
/// because steps, checkpoints, returns and skips name entries by their index.
public enum HistoryRetiredAction {
    /// The cases an app's action once had for the kit: `Codable` writes one as a single key.
    public static let caseNames: Set<String> = ["historyPanel"]

    /// Whether `decoder` holds a retired action: an object of a single key among `caseNames`.
    public static func isRetired(_ decoder: any Decoder) -> Bool {
        guard let container = try? decoder.container(keyedBy: AnyKey.self), container.allKeys.count == 1,
            let key = container.allKeys.first
        else { return false }
        return caseNames.contains(key.stringValue)
    }

    /// Whether `bytes` (an action as JSON, as a history's database keeps it) hold a retired action.
    public static func isRetired(json bytes: [UInt8]) -> Bool {
        (try? JSONDecoder().decode(Probe.self, from: Data(bytes)))?.isRetired == true
    }

    /// What a retired action is written as in a log that keeps actions as JSON (a history's
    /// database): read back, it replays as nothing again.
    public static let json: [UInt8] = Array(#"{"historyPanel":{}}"#.utf8)

    /// One value of a log's actions: the app's action, or `nil` for a retired one.
    public struct Logged<Action: Decodable>: Decodable {
        /// The action; `nil` when the value is a retired action.
        public let action: Action?

        /// Reads the app's action; a value that is not one but is retired reads as `nil`.
        public init(from decoder: any Decoder) throws {
            do {
                action = try Action(from: decoder)
            } catch {
                guard HistoryRetiredAction.isRetired(decoder) else { throw error }
                action = nil
            }
        }
    }

    private struct Probe: Decodable {
        let isRetired: Bool
        init(from decoder: any Decoder) throws { isRetired = HistoryRetiredAction.isRetired(decoder) }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
