import Foundation

/// Test media made with GStreamer's own tools, so no binary media is committed: a bouncing ball
/// at 640×360, 30 frames a second, with a tone, Theora and Vorbis in Ogg.
public enum TestClip {
    /// Writes a clip of `seconds` to `path`; false when `gst-launch-1.0` could not (`make test`
    /// installs gstreamer1.0-tools).
    public static func make(at path: String, seconds: Int) -> Bool {
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ("-q videotestsrc num-buffers=\(seconds * 30) pattern=ball ! video/x-raw,width=640,height=360,framerate=30/1 "
            + "! theoraenc ! queue ! oggmux name=mux ! filesink location=\(path) "
            + "audiotestsrc num-buffers=\(seconds * 44_100 / 1024 + 1) ! audio/x-raw,rate=44100 ! audioconvert ! vorbisenc ! queue ! mux.")
            .split(separator: " ").map(String.init)
        guard (try? launch.run()) != nil else { return false }
        launch.waitUntilExit()
        return launch.terminationStatus == 0
    }
}
