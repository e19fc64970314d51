import Foundation

/// Why media could not be played, as the engine found it; `message` says it in words a user
/// understands, naming the Debian package to install when a codec is missing.
public enum MediaFailure: Equatable, Sendable {
    /// The file is not where the URI says (moved, deleted, or an old snapshot's path).
    case notFound(uri: String)
    /// What is there is not a file to play: a pipe, a socket, a device or a folder, which the
    /// player would wait on for ever or read without end.
    case notAFile(uri: String)
    /// The file is there but cannot be read (permissions).
    case unreadable(uri: String)
    /// The file is not audio or video that any installed element recognises.
    case notMedia(uri: String)
    /// A remote address's server could not be reached (its name did not resolve, nothing
    /// answered, the secure connection failed, the connection broke); `reason` is GStreamer's.
    case unreachable(uri: String, reason: String)
    /// A remote address's server answered with an HTTP error (`404 Not Found`).
    case serverAnswered(uri: String, status: Int, reason: String)
    /// A remote address's server was reached but did not give the media (it cannot seek, the
    /// connection broke); `reason` is GStreamer's.
    case serverFailed(uri: String, reason: String)
    /// A decoder or demuxer is missing; `description` is GStreamer's ("H.264 (Main Profile)
    /// decoder"), `caps` the media type it needs ("video/x-h264, …") when it says.
    case missingCodec(description: String, caps: String?)
    /// Anything else, with the engine's own words.
    case other(String)

    /// Why, translated when shown; the engine's own words (the codec's description, its error)
    /// come in the user's language already.
    public var message: UserMessage {
        let message: UserMessage
        switch self {
        case .notFound(let uri):
            message = UserMessage(
                "The media file {file} could not be found in {folder}. It may have been moved or deleted; open it again from where it is now.",
                ["file": .text(Media.fileName(ofURI: uri)), "folder": .text(Media.folder(ofURI: uri))])
        case .notAFile(let uri):
            message = UserMessage(
                "{file} is not a file Meridian can play: it is a folder, a pipe or a device, not a video or audio file.",
                ["file": .text(Media.fileName(ofURI: uri))])
        case .unreadable(let uri):
            message = UserMessage(
                "The media file {file} could not be read: Meridian is not allowed to open it.", ["file": .text(Media.fileName(ofURI: uri))])
        case .notMedia(let uri):
            if let host = MediaAddress.host(of: uri) {
                message = UserMessage(
                    "What {host} sent for {file} is not a video or audio file Meridian can play.",
                    ["host": .text(host), "file": .text(Media.fileName(ofURI: uri))])
            } else {
                message = UserMessage("{file} is not a video or audio file Meridian can play.", ["file": .text(Media.fileName(ofURI: uri))])
            }
        case .unreachable(let uri, let reason):
            message = UserMessage(
                "Could not reach {host} to open {file}: {reason}",
                ["host": .text(MediaAddress.host(of: uri) ?? uri), "file": .text(Media.fileName(ofURI: uri)), "reason": .text(reason)])
        case .serverFailed(let uri, let reason):
            message = UserMessage(
                "The server {host} did not send {file}: {reason}",
                ["host": .text(MediaAddress.host(of: uri) ?? uri), "file": .text(Media.fileName(ofURI: uri)), "reason": .text(reason)])
        case .serverAnswered(let uri, let status, let reason):
            message = UserMessage(
                "The server {host} did not send {file}: it answered “{status} {reason}”.",
                ["host": .text(MediaAddress.host(of: uri) ?? uri), "file": .text(Media.fileName(ofURI: uri)), "status": .number(status), "reason": .text(reason)])
        case .missingCodec(let description, let caps):
            let package = caps.flatMap(Self.package(forCaps:)) ?? "gstreamer1.0-plugins-bad"
            message = UserMessage(
                "Meridian cannot play this file: the {element} is missing. Installing the Debian package {package} should provide it.",
                ["element": .text(description), "package": .text(package)])
        case .other(let text):
            message = UserMessage("The media could not be played: {reason}", ["reason": .text(text)])
        }
        return message.limited
    }

    /// How a missing file was said before the message named the folder it was looked for in:
    /// histories written then still hold it, and still read it in the user's language.
    public static let earlierNotFound = UserMessage(
        "The media file {file} could not be found. It may have been moved or deleted; open it again from where it is now.")

    /// What a resource error of GStreamer's source means for a remote address: the server's
    /// answer when its HTTP status is in the error (`souphttpsrc` writes "Not Found (404), URL:
    /// …" in its debug text); otherwise, for an error in opening (`connecting`: a name that did
    /// not resolve, nothing listening, a secure connection that failed), that the server could
    /// not be reached, and for one after (a seek it cannot make, a connection that broke), that
    /// it did not send the media. Never "moved or deleted": that is said of local files only.
    public static func remote(uri: String, message: String, debug: String?, connecting: Bool) -> MediaFailure {
        for text in [debug, message].compactMap({ $0 }) {
            if let status = httpStatus(in: text) {
                let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
                return .serverAnswered(uri: uri, status: status, reason: reason.isEmpty ? "error" : reason)
            }
        }
        return connecting ? .unreachable(uri: uri, reason: message) : .serverFailed(uri: uri, reason: message)
    }

    /// What a stream error of a remote source means. With libsoup 3, which a GNOME desktop on
    /// Debian 12 has, GStreamer 1.22's souphttpsrc tells a connection it could not make only by
    /// response headers of status 0 and then "Internal data stream error": the server could not
    /// be reached. Otherwise the server was reached and did not send the media.
    public static func remote(uri: String, streamError message: String, httpStatus: Int?) -> MediaFailure {
        httpStatus == 0 ? .unreachable(uri: uri, reason: tr("nothing answered")) : .serverFailed(uri: uri, reason: message)
    }

    /// The first HTTP error status written as "(404)" in `text`.
    static func httpStatus(in text: String) -> Int? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let digits = rest[rest.index(after: open)...].prefix(4)
            if digits.count == 4, digits.last == ")", let status = Int(digits.dropLast()), (400...599).contains(status) {
                return status
            }
            rest = rest[rest.index(after: open)...]
        }
        return nil
    }

    /// The Debian package that provides a decoder for `caps`, for the formats people meet.
    static func package(forCaps caps: String) -> String? {
        let type = caps.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? caps
        let packages: [(prefix: String, package: String)] = [
            ("video/x-h264", "gstreamer1.0-libav"), ("video/x-h265", "gstreamer1.0-libav"),
            ("audio/mpeg", "gstreamer1.0-libav"), ("audio/x-ac3", "gstreamer1.0-libav"),
            ("video/x-vp8", "gstreamer1.0-plugins-good"), ("video/x-vp9", "gstreamer1.0-plugins-good"),
            ("video/x-matroska", "gstreamer1.0-plugins-good"), ("audio/x-flac", "gstreamer1.0-plugins-good"),
            ("video/quicktime", "gstreamer1.0-plugins-good"), ("video/x-theora", "gstreamer1.0-plugins-base"),
            ("audio/x-vorbis", "gstreamer1.0-plugins-base"), ("application/ogg", "gstreamer1.0-plugins-base"),
            ("audio/x-opus", "gstreamer1.0-plugins-base"), ("video/x-av1", "gstreamer1.0-plugins-bad"),
            ("video/mpeg", "gstreamer1.0-libav"),
        ]
        return packages.first { type.hasPrefix($0.prefix) }?.package
    }
}
