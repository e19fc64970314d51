import MeridianCore
import Testing

/// What the engine has to show in the video's place, from what it learns of its media.
@Suite struct EnginePictureTests {
    let gone = MediaFailure.notFound(uri: "file:///home/ann/Videos/clip.ogv").message

    @Test func aVideoShowsItsFramesAndASoundItsPage() {
        #expect(EnginePicture.video.after(.prerolled(hasVideo: true)) == .video)
        #expect(EnginePicture.video.after(.prerolled(hasVideo: false)) == .soundOnly)
        // The next load forgets the sound: its video (or the sink's black) until it is known.
        #expect(EnginePicture.soundOnly.after(.loading) == .video)
        #expect(EnginePicture.soundOnly.after(.prerolled(hasVideo: true)) == .video)
    }

    /// A failure stands until the next load: the pipeline still holds the media before it, and
    /// a preroll of that is not the failed media's picture.
    @Test func aFailureStandsUntilTheNextLoad() {
        let failed = EnginePicture.video.after(.failed(gone))
        #expect(failed == .failed(gone) && failed.failure == gone)
        #expect(failed.after(.prerolled(hasVideo: true)) == .failed(gone))
        #expect(failed.after(.prerolled(hasVideo: false)) == .failed(gone))
        let other = MediaFailure.notMedia(uri: "file:///tmp/notes.ogv").message
        #expect(failed.after(.failed(other)) == .failed(other), "one failure after another says the last")
        #expect(failed.after(.loading) == .video && EnginePicture.video.failure == nil)
    }
}
