import Foundation

/// Test media made with GStreamer's own tools, so no binary media is committed: a bouncing ball
/// at 640×360, 30 frames a second, with a tone, Theora and Vorbis in Ogg (or in Matroska, with
/// `muxer: "matroskamux"`: what a web server that cannot seek can serve, since Ogg's demuxer
/// seeks to the end of a stream for its duration).
public enum TestClip {
    /// Writes a clip of `seconds` to `path`, muxed by `muxer`; false when `gst-launch-1.0` could not (`make test`
    /// installs gstreamer1.0-tools).
    public static func make(at path: String, seconds: Int, muxer: String = "oggmux") -> Bool {
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ("-q videotestsrc num-buffers=\(seconds * 30) pattern=ball ! video/x-raw,width=640,height=360,framerate=30/1 "
            + "! theoraenc ! queue ! \(muxer) name=mux ! filesink location=\(path) "
            + "audiotestsrc num-buffers=\(seconds * 44_100 / 1024 + 1) ! audio/x-raw,rate=44100 ! audioconvert ! vorbisenc ! queue ! mux.")
            .split(separator: " ").map(String.init)
        guard (try? launch.run()) != nil else { return false }
        launch.waitUntilExit()
        return launch.terminationStatus == 0
    }

    /// Writes a sound of `seconds` to `path`, with no picture: a tone, Vorbis in Ogg.
    public static func makeSound(at path: String, seconds: Int) -> Bool {
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/gst-launch-1.0")
        launch.arguments = ("-q audiotestsrc num-buffers=\(seconds * 44_100 / 1024 + 1) ! audio/x-raw,rate=44100 ! audioconvert ! vorbisenc "
            + "! oggmux ! filesink location=\(path)").split(separator: " ").map(String.init)
        guard (try? launch.run()) != nil else { return false }
        launch.waitUntilExit()
        return launch.terminationStatus == 0
    }
}
