import Foundation

/// The kinds of media address Meridian takes, said once: every reader of a file, every way of
/// opening media and the player's consent go by this.
///
/// - `file:` — a file on this machine. Opening one reaches no one.
/// - `http:`, `https:` — a stream from a web server. Kept because a video on a web server is
///   something people play, and GStreamer's `souphttpsrc` plays it with nothing more installed
///   than the plugins Meridian already needs; but fetching one tells its server that this
///   machine opened it, so one that arrives in a file (a snapshot, a session, a restored
///   history) waits for the user's word (`PlayerState.awaitsApproval`).
///
/// Any other scheme (`rtsp:`, `smb:`, `dvb:`, `ftp:`, `data:`…) is refused: each reaches other
/// machines or devices through other plugins, with their own failures, and none is needed to
/// play a video file.
public enum MediaAddress {
    /// The schemes a media address may have, in the order messages list them.
    public static let schemes = ["file", "http", "https"]

    /// The address's scheme, lower-cased (`"https"`); `nil` when it has none.
    public static func scheme(of uri: String) -> String? {
        guard let colon = uri.firstIndex(of: ":") else { return nil }
        let scheme = uri[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme.lowercased()
    }

    /// Whether opening the address reaches another machine: anything but a local file.
    public static func isRemote(_ uri: String) -> Bool {
        scheme(of: uri) != "file"
    }

    /// Why a file may not carry this address, as the end of a sentence naming its place
    /// (`player.media.uri: uses the scheme “rtsp”; …`); `nil` for a scheme Meridian takes.
    public static func schemeProblem(_ uri: String) -> String? {
        let list = schemes.map { "\($0):" }.joined(separator: ", ")
        guard let scheme = scheme(of: uri) else {
            return tr("has no scheme; a media address begins with one of {schemes}", ["schemes": list])
        }
        guard !schemes.contains(scheme) else { return nil }
        return tr("uses the scheme “{scheme}”, which Meridian does not open; a media address begins with one of {schemes}", [
            "scheme": scheme, "schemes": list,
        ])
    }

    /// The machine the address names (`media.example.org:8080`), as the user reads it before
    /// deciding; `nil` for a local file or an address without one.
    public static func host(of uri: String) -> String? {
        guard isRemote(uri), let components = URLComponents(string: uri), let host = components.host, !host.isEmpty else {
            return nil
        }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
