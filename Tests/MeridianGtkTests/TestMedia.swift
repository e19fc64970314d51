import Foundation

/// Short test media, made at test time with GStreamer's own tools (nothing binary is committed):
/// four seconds of a bouncing ball at 640×360, 30 frames a second, with a tone, Theora and
/// Vorbis in Ogg.
enum TestMedia {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-test-media-\(getpid())").path

    /// The clip's path; made on first use.
    static let clip: String = {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/clip.ogv"
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ("-q videotestsrc num-buffers=120 pattern=ball ! video/x-raw,width=640,height=360,framerate=30/1 "
            + "! theoraenc ! queue ! oggmux name=mux ! filesink location=\(path) "
            + "audiotestsrc num-buffers=172 ! audio/x-raw,rate=44100 ! audioconvert ! vorbisenc ! queue ! mux.")
            .split(separator: " ").map(String.init)
        try? launch.run()
        launch.waitUntilExit()
        precondition(launch.terminationStatus == 0, "gst-launch-1.0 could not make the test clip (make test installs gstreamer1.0-tools)")
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
