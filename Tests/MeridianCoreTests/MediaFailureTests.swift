import MeridianCore
import Testing

@Suite struct MediaFailureTests {
    @Test func aMissingFileIsNamedAndTheUserToldWhatToDo() throws {
        #expect(MediaFailure.notFound(uri: "file:///home/ann/Videos/Holiday%20clip.ogv").message.text
            == "The media file Holiday clip.ogv could not be found in /home/ann/Videos. It may have been moved or deleted; open it again from where it is now.")
    }

    /// A past step's media deleted since fails in the engine only (no action runs while the
    /// past is shown): the pane says only that, not the step's "Paused · clip" beside it.
    @Test func aFailureTheEngineShowsIsAllThePlayerSays() throws {
        var player = PlayerState()
        player.media = Media(uri: "file:///home/ann/Videos/clip.ogv", title: "clip")
        player.status = .paused
        #expect(PlayerModel(player).statusLine == "Paused · clip")
        let gone = MediaFailure.notFound(uri: "file:///home/ann/Videos/clip.ogv").message
        let model = PlayerModel(player, engine: .failed(gone), showsThePast: true)
        #expect(model.statusLine == gone.text)
        #expect(!model.statusLine.contains("Paused"))
        #expect(!model.canPlay && !model.showsVideo && model.title == "clip")
        #expect(PlayerModel(PlayerState(), engine: .failed(gone), showsThePast: true).statusLine == "No media open", "with no media, nothing failed")
    }

    @Test func aTextFileIsNotMedia() throws {
        #expect(MediaFailure.notMedia(uri: "file:///tmp/notes.ogv").message.text == "notes.ogv is not a video or audio file Meridian can play.")
    }

    @Test(arguments: [
        ("video/x-h264, stream-format=(string)avc", "gstreamer1.0-libav"),
        ("video/x-vp9", "gstreamer1.0-plugins-good"),
        ("audio/x-vorbis", "gstreamer1.0-plugins-base"),
    ])
    func aMissingCodecNamesTheDebianPackage(caps: String, package: String) {
        let message = MediaFailure.missingCodec(description: "decoder", caps: caps).message.text
        #expect(message == "Meridian cannot play this file: the decoder is missing. Installing the Debian package \(package) should provide it.")
    }

    @Test func anUnknownCodecPointsToTheBadPlugins() throws {
        #expect(MediaFailure.missingCodec(description: "Foo decoder", caps: "video/x-foo").message.text.hasSuffix("gstreamer1.0-plugins-bad should provide it."))
    }

    @Test func anOpenedFileIsTitledByItsName() throws {
        #expect(Media.title(ofURI: "file:///home/ann/Videos/Holiday%20clip.ogv") == "Holiday clip")
        #expect(Media.title(ofURI: "file:///tmp/noextension") == "noextension")
        #expect(AppAction.openMedia(uri: "file:///tmp/clip.ogv") == .player(.mediaOpened(uri: "file:///tmp/clip.ogv", title: "clip")))
    }

    static let stream = "http://127.0.0.1:18089/tracking-pixel.ogv"

    /// Issue 42: a remote address that fails says what failed, never "moved or deleted".
    @Test func aRemoteFailureSaysWhatFailedNeverMovedOrDeleted() {
        let notFound = MediaFailure.remote(
            uri: Self.stream, message: "Not Found", debug: "../ext/soup/gstsouphttpsrc.c(1466): gst_soup_http_src_parse_status (): Not Found (404), URL: \(Self.stream), Redirect to: (NULL)", connecting: true)
        #expect(notFound == .serverAnswered(uri: Self.stream, status: 404, reason: "Not Found"))
        #expect(notFound.message.text == "The server 127.0.0.1:18089 did not send tracking-pixel.ogv: it answered “404 Not Found”.")
        let refused = MediaFailure.remote(uri: Self.stream, message: "Could not establish connection to server.", debug: "gstsouphttpsrc.c(1466): Connection refused (7)", connecting: true)
        #expect(refused == .unreachable(uri: Self.stream, reason: "Could not establish connection to server."))
        #expect(refused.message.text == "Could not reach 127.0.0.1:18089 to open tracking-pixel.ogv: Could not establish connection to server.")
        let seek = MediaFailure.remote(uri: Self.stream, message: "Server does not support seeking.", debug: nil, connecting: false)
        #expect(seek.message.text == "The server 127.0.0.1:18089 did not send tracking-pixel.ogv: Server does not support seeking.")
        #expect(MediaFailure.notMedia(uri: Self.stream).message.text == "What 127.0.0.1:18089 sent for tracking-pixel.ogv is not a video or audio file Meridian can play.")
        // With libsoup 3 (GStreamer 1.22), nothing listening reads as headers of status 0 and a
        // stream error; a stream error after a real answer is the server's failure.
        let refusedBySoup3 = MediaFailure.remote(uri: Self.stream, streamError: "Internal data stream error.", httpStatus: 0)
        #expect(refusedBySoup3.message.text == "Could not reach 127.0.0.1:18089 to open tracking-pixel.ogv: nothing answered")
        let broken = MediaFailure.remote(uri: Self.stream, streamError: "Internal data stream error.", httpStatus: 200)
        #expect(broken == .serverFailed(uri: Self.stream, reason: "Internal data stream error."))
        for failure in [notFound, refused, seek, refusedBySoup3, .notMedia(uri: Self.stream)] {
            #expect(!failure.message.text.contains("moved or deleted"))
        }
    }
}
