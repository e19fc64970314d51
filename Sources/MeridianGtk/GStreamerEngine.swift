import CGStreamer
import CGtk
import Foundation
import MeridianCore
import MeridianKit
import MeridianKitCore

/// GStreamer's `playbin`, rendering into the window through `gtksink`: carries out the core's
/// player commands and reports what happens as `PlayerEngineEvent`s. Decides nothing.
///
/// The bus is watched on the default main context, which `gtk_main` runs: every report
/// arrives on the main thread.
@MainActor
final class GStreamerEngine: PlayerEngine, MediaEngineProbe {
    /// The widget the video is painted into.
    let videoWidget: Widget
    /// What the engine has to show in the video's place for the media it was last told to
    /// load: its video, no picture, or why it cannot be shown. The player pane describes it;
    /// a past step's media gone since is known from it alone.
    let picture = EnginePictureFeed()
    /// The URI last loaded: what the engine has, whatever the state on screen says.
    private(set) var loadedURI: String?
    /// Called with each report; the app sends it to the store (or holds it, while the past is shown).
    var report: (PlayerEngineEvent) -> Void = { _ in }
    /// Called when a seek has landed (the pipeline is prerolled again): for tests and benchmarks.
    /// A key-frame-first seek lands when its exact frame does.
    var onSeekDone: (() -> Void)?
    /// Called when a key-frame-first seek's key frame has landed, before its exact seek: for
    /// benchmarks.
    var onKeyFrameDone: (() -> Void)?
    /// Called with each address the engine is told to load, before it opens it: for the tests
    /// that show nothing remote is opened without the user's word.
    var onLoad: ((String) -> Void)?
    private let playbin: UnsafeMutablePointer<GstElement>
    private var busWatch: guint = 0
    /// What a missing-plugin message said, for the error that follows it.
    private var missingCodec: MediaFailure?
    /// The HTTP status `souphttpsrc` last reported for the media (0: no answer at all). With
    /// libsoup 3 (which GWeather's library brings into the process), GStreamer 1.22 reports a
    /// connection that failed only as a stream error; this says what it was.
    private var httpStatus: Int?
    private var isSeeking = false
    /// Between a load and its first frame: seeks wait until then, or GStreamer drops them.
    private var isPrerolling = false
    /// The media last loaded failed: there is nothing to play, pause or seek. The pipeline
    /// still holds the media before it, which a pause would preroll in its place.
    private var hasFailed: Bool { picture.picture.failure != nil }
    private var pendingSeek: (seconds: Double, accuracy: SeekAccuracy)?
    /// Where a key-frame-first seek goes once its key frame has landed; a later seek replaces it.
    private var exactSeekAfterKeyFrame: Double?
    /// A key-frame-first seek's exact seek is under way.
    private var awaitsExactFrame = false
    /// The speed the pipeline plays at: 1 after a load, as GStreamer starts.
    private(set) var rate = 1.0
    private let now: () -> Instant

    /// An engine, or why there cannot be one (GStreamer's playbin or gtksink is not installed).
    static func make(now: @escaping () -> Instant, audioSink: String? = ProcessInfo.processInfo.environment["MERIDIAN_AUDIO_SINK"])
        -> Result<GStreamerEngine, EngineUnavailable>
    {
        gst_init(nil, nil)
        guard let playbin = gst_element_factory_make("playbin", "meridian-player") else {
            return .failure(EngineUnavailable(package: "gstreamer1.0-plugins-base", element: "playbin"))
        }
        guard let sink = gst_element_factory_make("gtksink", "meridian-video"),
            let widget = meridian_gst_get_object(UnsafeMutableRawPointer(sink), "widget")
        else {
            gst_object_unref(UnsafeMutableRawPointer(playbin))
            return .failure(EngineUnavailable(package: "gstreamer1.0-gtk3", element: "gtksink"))
        }
        meridian_gst_set_object(UnsafeMutableRawPointer(playbin), "video-sink", UnsafeMutableRawPointer(sink))
        if let audioSink, let audio = gst_element_factory_make(audioSink, "meridian-audio") {
            // A silent sink (tests, machines without sound) still keeps time with the video.
            meridian_gst_set_bool(UnsafeMutableRawPointer(audio), "sync", 1)
            meridian_gst_set_object(UnsafeMutableRawPointer(playbin), "audio-sink", UnsafeMutableRawPointer(audio))
        }
        // At another speed than 1× voices keep their pitch, as in GNOME Videos (without the
        // element, from gst-plugins-good, the speed still changes, the pitch with it).
        if let tempo = gst_element_factory_make("scaletempo", "meridian-tempo") {
            meridian_gst_set_object(UnsafeMutableRawPointer(playbin), "audio-filter", UnsafeMutableRawPointer(tempo))
        }
        let engine = GStreamerEngine(playbin: playbin, videoWidget: widget.assumingMemoryBound(to: GtkWidget.self), now: now)
        return .success(engine)
    }

    private init(playbin: UnsafeMutablePointer<GstElement>, videoWidget: Widget, now: @escaping () -> Instant) {
        self.playbin = playbin
        self.videoWidget = videoWidget
        self.now = now
        let bus = gst_element_get_bus(playbin)
        let watcher = Watcher()
        watcher.engine = self
        // The watch reaches the engine weakly: between its last release and its isolated
        // deinit, which may be queued, the engine is gone but its watch is not.
        busWatch = gst_bus_add_watch_full(
            bus, G_PRIORITY_DEFAULT,
            { _, message, data in
                guard let message, let data else { return 1 }
                nonisolated(unsafe) let (watcher, received) = (data, message)
                MainActor.assumeIsolated { Unmanaged<Watcher>.fromOpaque(watcher).takeUnretainedValue().engine?.handle(received) }
                return 1
            }, Unmanaged.passRetained(watcher).toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<Watcher>.fromOpaque(data).release()
            })
        gst_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// What the bus watch holds.
    private final class Watcher {
        weak var engine: GStreamerEngine?
    }

    isolated deinit {
        g_source_remove(busWatch)
        gst_element_set_state(playbin, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(playbin))
        g_object_unref(UnsafeMutableRawPointer(videoWidget))
    }

    // MARK: Commands

    func perform(_ command: PlayerCommand) {
        switch command {
        case .load(let uri):
            onLoad?(uri)
            load(uri)
        case .unload:
            gst_element_set_state(playbin, GST_STATE_NULL)
            picture.learn(.loading)
            loadedURI = nil
            missingCodec = nil
            httpStatus = nil
            isPrerolling = false
            pendingSeek = nil
            exactSeekAfterKeyFrame = nil
        case .play where hasFailed, .pause where hasFailed, .seek where hasFailed:
            // Nothing of that media is loaded: a pause would preroll the media before it, and
            // a seek would go into it, past its end perhaps.
            break
        case .play:
            // Playing from here: a preview's exact frame no longer matters.
            exactSeekAfterKeyFrame = nil
            awaitsExactFrame = false
            gst_element_set_state(playbin, GST_STATE_PLAYING)
        case .pause: gst_element_set_state(playbin, GST_STATE_PAUSED)
        case .seek(let seconds, let accuracy): seek(to: seconds, accuracy: accuracy)
        case .setRate(let rate): setRate(rate)
        }
    }

    var position: Double? {
        var nanoseconds: gint64 = 0
        guard gst_element_query_position(playbin, GST_FORMAT_TIME, &nanoseconds) != 0, nanoseconds >= 0 else { return nil }
        return min(Double(nanoseconds) / Double(meridian_gst_second()), Limits.mediaSeconds.upperBound)
    }

    var duration: Double? {
        var nanoseconds: gint64 = 0
        guard gst_element_query_duration(playbin, GST_FORMAT_TIME, &nanoseconds) != 0, nanoseconds > 0 else { return nil }
        // A damaged file can claim centuries; such a length is no length the player shows.
        let seconds = Double(nanoseconds) / Double(meridian_gst_second())
        return Limits.mediaSeconds.contains(seconds) ? seconds : nil
    }

    /// The time of the video frame the sink shows now, whatever was asked of it.
    var shownFrameTime: Double? {
        guard let sample = meridian_gst_get_object(UnsafeMutableRawPointer(playbin), "sample") else { return nil }
        defer { gst_mini_object_unref(sample.assumingMemoryBound(to: GstMiniObject.self)) }
        guard let buffer = gst_sample_get_buffer(OpaquePointer(sample)), buffer.pointee.pts != UInt64.max else { return nil }
        return Double(buffer.pointee.pts) / Double(meridian_gst_second())
    }

    /// Whether the pipeline is playing (or on its way there), as GStreamer says: for tests.
    var isPipelinePlaying: Bool {
        var state = GST_STATE_NULL
        var pending = GST_STATE_VOID_PENDING
        _ = gst_element_get_state(playbin, &state, &pending, 0)
        return pending == GST_STATE_VOID_PENDING ? state == GST_STATE_PLAYING : pending == GST_STATE_PLAYING
    }

    /// The rate of the pipeline's current segment, as GStreamer reports it.
    var playbackRate: Double? {
        guard let query = gst_query_new_segment(GST_FORMAT_TIME) else { return nil }
        defer { gst_mini_object_unref(UnsafeMutableRawPointer(query).assumingMemoryBound(to: GstMiniObject.self)) }
        // The video's: the audio's segment, past scaletempo, runs at 1× with the speed applied.
        guard let sink = meridian_gst_get_object(UnsafeMutableRawPointer(playbin), "video-sink") else { return nil }
        defer { gst_object_unref(sink) }
        guard gst_element_query(sink.assumingMemoryBound(to: GstElement.self), query) != 0 else { return nil }
        var rate = 0.0
        gst_query_parse_segment(query, &rate, nil, nil, nil)
        return rate
    }

    private func load(_ uri: String) {
        gst_element_set_state(playbin, GST_STATE_NULL)
        loadedURI = uri
        missingCodec = nil
        httpStatus = nil
        rate = 1
        // A missing local file is said plainly, before GStreamer says "Resource not found"; a
        // pipe or a device is refused before GStreamer opens it, which would block the main
        // loop until a writer comes, or read for ever.
        if let url = URL(string: uri), url.isFileURL, let failure = Self.notPlayable(url.path, uri: uri) {
            failed(failure.message)
            return
        }
        picture.learn(.loading)
        meridian_gst_set_string(UnsafeMutableRawPointer(playbin), "uri", uri)
        // Paused, the first frame is prerolled and painted: the user sees the video before Play.
        isPrerolling = true
        pendingSeek = nil
        exactSeekAfterKeyFrame = nil
        gst_element_set_state(playbin, GST_STATE_PAUSED)
    }

    /// The media loaded cannot be played: said in the video's place, and reported.
    private func failed(_ message: UserMessage) {
        picture.learn(.failed(message))
        report(.failed(message: message))
    }

    /// Whether the media prerolled has a video stream (playbin's `n-video`).
    private var hasPicture: Bool {
        meridian_gst_get_int(UnsafeMutableRawPointer(playbin), "n-video") > 0
    }

    /// Why the local path cannot be handed to GStreamer, by `stat`, which never blocks on it.
    private static func notPlayable(_ path: String, uri: String) -> MediaFailure? {
        var status = stat()
        guard stat(path, &status) == 0 else { return .notFound(uri: uri) }
        return status.st_mode & S_IFMT == S_IFREG ? nil : .notAFile(uri: uri)
    }

    private func seek(to seconds: Double, accuracy: SeekAccuracy) {
        guard seconds.isFinite, seconds >= 0 else { return }
        guard !isPrerolling else {
            pendingSeek = (seconds, accuracy)
            return
        }
        exactSeekAfterKeyFrame = accuracy == .keyFrameFirst ? seconds : nil
        awaitsExactFrame = false
        let flags = accuracy == .accurate
            ? GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
            : GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_KEY_UNIT.rawValue)
        isSeeking = true
        _ = gst_element_seek(playbin, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, nanoseconds(within: seconds), GST_SEEK_TYPE_SET, -1)
    }

    /// `seconds` in GStreamer's time, no later than the media's end. Each seek also sets its
    /// stop to the end (`GST_SEEK_TYPE_SET` with -1): with `GST_SEEK_TYPE_NONE` an element
    /// keeps the stop of its last segment, which after playing to the end at another speed
    /// could come before the new start (`gst_segment_do_seek: assertion 'start <= stop'`).
    private func nanoseconds(within seconds: Double) -> gint64 {
        gint64(min(seconds, duration ?? seconds) * Double(meridian_gst_second()))
    }

    private func setRate(_ rate: Double) {
        guard rate.isFinite, rate > 0 else { return }
        let changed = rate != self.rate
        self.rate = rate
        // While loading, the rate goes with the first seek (the pending one, or one made for it).
        guard !isPrerolling else {
            if changed, pendingSeek == nil { pendingSeek = (0, .accurate) }
            return
        }
        guard let position else { return }
        let flags = GstSeekFlags(GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue)
        _ = gst_element_seek(playbin, rate, GST_FORMAT_TIME, flags, GST_SEEK_TYPE_SET, nanoseconds(within: position), GST_SEEK_TYPE_SET, -1)
    }

    // MARK: Reports

    private func handle(_ message: UnsafeMutablePointer<GstMessage>) {
        switch meridian_gst_message_type(message) {
        case GST_MESSAGE_ERROR:
            var error: UnsafeMutablePointer<GError>?
            var debug: UnsafeMutablePointer<gchar>?
            gst_message_parse_error(message, &error, &debug)
            defer {
                g_error_free(error)
                g_free(debug)
            }
            gst_element_set_state(playbin, GST_STATE_NULL)
            isPrerolling = false
            pendingSeek = nil
            exactSeekAfterKeyFrame = nil
            failed(failure(error, debug: debug.map { String(cString: $0) }).message)
        case GST_MESSAGE_ELEMENT where gst_is_missing_plugin_message(message) != 0:
            let description = gst_missing_plugin_message_get_description(message).map { String(cString: $0) } ?? "decoder"
            let detail = gst_missing_plugin_message_get_installer_detail(message).map { String(cString: $0) }
            // "gstreamer|1.0|app|description|decoder-video/x-h264, …": the caps follow "decoder-".
            let caps = detail?.components(separatedBy: "|").last.map { $0.replacingOccurrences(of: "decoder-", with: "") }
            missingCodec = .missingCodec(description: description, caps: caps)
        case GST_MESSAGE_ELEMENT where Self.isHTTPHeaders(message):
            var status: guint = 0
            if gst_structure_get_uint(gst_message_get_structure(message), "http-status-code", &status) != 0 { httpStatus = Int(status) }
        case GST_MESSAGE_EOS:
            report(.ended)
        case GST_MESSAGE_STATE_CHANGED where meridian_gst_message_source(message) == UnsafeMutableRawPointer(playbin).assumingMemoryBound(to: GstObject.self):
            var old = GST_STATE_NULL, new = GST_STATE_NULL, pending = GST_STATE_NULL
            gst_message_parse_state_changed(message, &old, &new, &pending)
            guard pending == GST_STATE_VOID_PENDING else { return }
            if new == GST_STATE_PLAYING { report(.stateChanged(.playing)) }
            if new == GST_STATE_PAUSED {
                // Prerolled: the streams are known.
                if old == GST_STATE_READY { picture.learn(.prerolled(hasVideo: hasPicture)) }
                if old == GST_STATE_READY, let duration { report(.durationKnown(duration)) }
                report(.stateChanged(.paused))
            }
        case GST_MESSAGE_DURATION_CHANGED:
            if let duration { report(.durationKnown(duration)) }
        case GST_MESSAGE_BUFFERING:
            var percent: gint = 0
            gst_message_parse_buffering(message, &percent)
            report(.bufferingChanged(percent: Int(percent), at: now()))
        case GST_MESSAGE_ASYNC_DONE:
            if isPrerolling {
                isPrerolling = false
                if let (seconds, accuracy) = pendingSeek {
                    pendingSeek = nil
                    seek(to: seconds, accuracy: accuracy)
                    return
                }
            }
            guard isSeeking else { return }
            // The bus is read on the main loop: while a preview's seeks follow one another, this
            // may be an earlier seek's message (or the pause's before them), handled after the
            // latest seek was made (a drag's fast seek, then its accurate one at the release).
            // Until that seek has prerolled, the pipeline's state is still changing, and its
            // position cannot be asked.
            if gst_element_get_state(playbin, nil, nil, 0) == GST_STATE_CHANGE_ASYNC {
                return
            }
            if let seconds = exactSeekAfterKeyFrame {
                onKeyFrameDone?()
                seek(to: seconds, accuracy: .accurate)
                awaitsExactFrame = true
            } else {
                isSeeking = false
                awaitsExactFrame = false
                onSeekDone?()
            }
        default:
            break
        }
    }

    /// The response headers souphttpsrc reports for each request it makes.
    private static func isHTTPHeaders(_ message: UnsafeMutablePointer<GstMessage>) -> Bool {
        guard let structure = gst_message_get_structure(message) else { return false }
        return gst_structure_has_name(structure, "http-headers") != 0
    }

    /// GStreamer's error in the terms the core words for the user.
    private func failure(_ error: UnsafeMutablePointer<GError>?, debug: String?) -> MediaFailure {
        if let missingCodec { return missingCodec }
        let uri = loadedURI ?? ""
        guard let error else { return .other("unknown error") }
        let (domain, code) = (error.pointee.domain, error.pointee.code)
        let text = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        if domain == gst_resource_error_quark(), MediaAddress.isRemote(uri) {
            // souphttpsrc says NOT_FOUND for a name that does not resolve (or a 404) and
            // OPEN_READ for a connection it could not make (or another HTTP error).
            let connecting = [GST_RESOURCE_ERROR_NOT_FOUND, GST_RESOURCE_ERROR_OPEN_READ].contains { code == gint($0.rawValue) }
            return .remote(uri: uri, message: text, debug: debug, connecting: connecting)
        }
        if domain == gst_stream_error_quark(), code == gint(GST_STREAM_ERROR_FAILED.rawValue), MediaAddress.isRemote(uri) {
            return .remote(uri: uri, streamError: text, httpStatus: httpStatus)
        }
        if domain == gst_resource_error_quark() {
            switch code {
            case gint(GST_RESOURCE_ERROR_NOT_FOUND.rawValue): return .notFound(uri: uri)
            case gint(GST_RESOURCE_ERROR_OPEN_READ.rawValue), gint(GST_RESOURCE_ERROR_READ.rawValue): return .unreadable(uri: uri)
            default: return .other(text)
            }
        }
        if domain == gst_stream_error_quark() {
            switch code {
            case gint(GST_STREAM_ERROR_TYPE_NOT_FOUND.rawValue), gint(GST_STREAM_ERROR_WRONG_TYPE.rawValue),
                gint(GST_STREAM_ERROR_DEMUX.rawValue):
                return .notMedia(uri: uri)
            case gint(GST_STREAM_ERROR_CODEC_NOT_FOUND.rawValue): return .missingCodec(description: "decoder", caps: nil)
            default: return .other(text)
            }
        }
        if domain == gst_core_error_quark(), code == gint(GST_CORE_ERROR_MISSING_PLUGIN.rawValue) {
            return .missingCodec(description: "decoder", caps: nil)
        }
        return .other(text)
    }
}

/// Why this machine has no media engine: a GStreamer element is not installed.
struct EngineUnavailable: Error {
    var package: String
    var element: String

    var message: UserMessage {
        UserMessage(
            "Meridian cannot play media here: GStreamer’s {element} is missing. Installing the Debian package {package} should provide it.",
            ["element": .text(element), "package": .text(package)])
    }
}

/// What tests and benchmarks watch of the media engine.
@MainActor
public protocol MediaEngineProbe: AnyObject {
    /// Where playback is, in seconds, as the engine reports it.
    var position: Double? { get }
    /// Called when a seek has landed and its frame is ready; a key-frame-first seek, when its
    /// exact frame is.
    var onSeekDone: (() -> Void)? { get set }
    /// Called when a key-frame-first seek's key frame is ready, before its exact seek.
    var onKeyFrameDone: (() -> Void)? { get set }
    /// The time of the video frame the sink shows now.
    var shownFrameTime: Double? { get }
    /// The widget the video is painted into.
    var videoWidget: UnsafeMutablePointer<GtkWidget> { get }
}
