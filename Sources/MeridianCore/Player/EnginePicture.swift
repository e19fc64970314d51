/// What the media engine has to show in the video's place for the media it was last told to
/// load, as its own reports say. At the present the state says the same (the engine's reports
/// become actions); while a past step is shown no action runs, and this is all the window knows
/// of that step's media — a file deleted since fails in the engine alone.
public enum EnginePicture: Equatable, Sendable {
    /// The media's frames (before the first, the sink's black).
    case video
    /// Media with no video stream: a sound's page stands in, since the sink would go on showing
    /// the last frame of the video before it.
    case soundOnly
    /// The media cannot be shown, and why.
    case failed(UserMessage)

    /// What the engine learns of the media it is told to show.
    public enum Fact: Equatable, Sendable {
        /// It was told to load media, or to let go of it: nothing is known of the new media yet.
        case loading
        /// It could not load or play the media.
        case failed(UserMessage)
        /// The media is prerolled: its streams are known.
        case prerolled(hasVideo: Bool)
    }

    /// The picture once `fact` is known. A failure stands until the next load: a preroll after
    /// it is the media before it, which the pipeline still holds.
    public func after(_ fact: Fact) -> EnginePicture {
        switch (self, fact) {
        case (_, .loading): return .video
        case (_, .failed(let message)): return .failed(message)
        case (.failed, .prerolled): return self
        case (_, .prerolled(let hasVideo)): return hasVideo ? .video : .soundOnly
        }
    }

    /// Why the media cannot be shown, when it cannot.
    public var failure: UserMessage? {
        guard case .failed(let message) = self else { return nil }
        return message
    }
}
