import Foundation
import TestSupport

/// The media the player's tests open: a clip made at test time (`TestClip`) and a text file
/// dressed as one.
enum TestMedia {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-test-media-\(getpid())").path

    /// The clip's path (four seconds); made on first use.
    static let clip: String = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/clip.ogv"
        precondition(TestClip.make(at: path, seconds: 4), "gst-launch-1.0 could not make the test clip (make test installs gstreamer1.0-tools)")
        return path
    }()

    /// The same clip in Matroska, which plays from a web server that cannot seek; made on first use.
    static let matroskaClip: String = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/clip.mkv"
        precondition(TestClip.make(at: path, seconds: 4, muxer: "matroskamux"), "gst-launch-1.0 could not make the Matroska test clip")
        return path
    }()

    /// A sound with no picture (two seconds); made on first use.
    static let sound: String = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/tone.ogg"
        precondition(TestClip.makeSound(at: path, seconds: 2), "gst-launch-1.0 could not make the test sound")
        return path
    }()

    /// A text file named like a video.
    static let textInDisguise: String = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/notes.ogv"
        try? Data("These are notes, not a video.\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }()

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
