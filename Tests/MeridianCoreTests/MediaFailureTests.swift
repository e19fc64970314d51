import MeridianCore
import Testing

@Suite struct MediaFailureTests {
    @Test func aMissingFileIsNamedAndTheUserToldWhatToDo() throws {
        #expect(MediaFailure.notFound(uri: "file:///home/ann/Videos/Holiday%20clip.ogv").message.text
            == "The media file Holiday clip.ogv could not be found. It may have been moved or deleted; open it again from where it is now.")
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
}
