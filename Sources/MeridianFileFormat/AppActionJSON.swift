import Foundation
import MeridianCore

/// One action as JSON, exactly as a session file's log holds it
/// (`{"clockList":{"_0":{"scrolled":{"offsetY":40}}}}`): the history's database keeps each log
/// entry this way, so the `sqlite3` shell shows what a session file would.
public enum AppActionJSON {
    public static func encode(_ action: AppAction) -> [UInt8] {
        var out = JSONText()
        // Only an imported snapshot goes through the encoder, and a state always encodes.
        try? SessionJSONWriter.write(action, &out, MeridianFile.encoder(prettyPrinted: false))
        return out.bytes
    }

    /// The action, or `nil` when the bytes are not one; not validated (`ActionValidator` says
    /// what is wrong with an action that decodes).
    public static func decode(_ bytes: [UInt8]) -> AppAction? {
        if let action = FastSessionReader.action(bytes) { return action }
        // What the fast reader leaves to the ordinary one: an imported snapshot, or another
        // spelling of the same JSON.
        return try? JSONDecoder().decode(AppAction.self, from: Data(bytes))
    }
}
