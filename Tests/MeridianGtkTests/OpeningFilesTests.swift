import CGtk
import Foundation
import MeridianCore
@testable import MeridianGtk
import MeridianKit
import Testing

/// A session opened from outside the window (the file manager, `meridian open FILE`, which
/// both reach GApplication's "open") replaces the history as Import Session… does: after
/// asking, when there is anything the user did to replace.
@MainActor
@Suite(.serialized, .failsOnGLibProblems, .enabled(if: GtkTestHarness.hasDisplay, "needs an X display (make test runs Xvfb)"))
struct OpeningFilesTests {
    typealias H = GtkTestHarness
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MeridianFilesTests/Fixtures/sessions/valid.json").path
    static let question = HistoryReplacementQuestion.importingSession.question

    func dialog(asking question: String) -> Widget? {
        Look.toplevels().first { Look.labels(under: $0).contains(question) && gtk_widget_get_visible($0) != 0 }
    }

    /// What the file manager does on a double click.
    func open(_ path: String, in app: MeridianApplication) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var files: [OpaquePointer?] = [file]
        g_application_open(UnsafeMutablePointer(OpaquePointer(app.application)), &files, 1, "")
    }

    @Test func aSessionOpenedOverTheUsersStepsAsksFirst() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        app.store.send(.clockList(.sortOrderChosen(.byName)))
        let generation = app.store.timeline.generation
        open(Self.session, in: app)
        // Looked at off the main thread, then asked on it, or (before) imported at once.
        await H.pump(until: { dialog(asking: Self.question) != nil || app.store.timeline.generation != generation })
        let question = try #require(dialog(asking: Self.question), "the open asked before replacing the history")
        #expect(app.store.timeline.generation == generation, "nothing is replaced before the answer")

        // Cancel keeps the user's history.
        gtk_dialog_response(question.cast(), GTK_RESPONSE_CANCEL.rawValue)
        H.pump()
        #expect(dialog(asking: Self.question) == nil)
        #expect(app.store.timeline.generation == generation && app.store.label(ofStep: app.store.timeline.lastStep) == "Sorted by name")

        // Asked again and accepted, the session takes its place.
        open(Self.session, in: app)
        await H.pump(until: { dialog(asking: Self.question) != nil })
        gtk_dialog_response(try #require(dialog(asking: Self.question)).cast(), GTK_RESPONSE_ACCEPT.rawValue)
        await H.pump(until: { app.store.timeline.generation != generation })
        #expect(app.store.state.displayedZones.map(\.name) == ["Home", "Home", "London", "UTC"])
    }

    /// With no step made, there is nothing to lose: the session opens without a question.
    @Test func aSessionOpenedOverNoStepOpensAtOnce() async throws {
        let app = H.makeApplication()
        defer { H.close(app) }
        let generation = app.store.timeline.generation
        open(Self.session, in: app)
        await H.pump(until: { app.store.timeline.generation != generation })
        #expect(dialog(asking: Self.question) == nil)
        #expect(app.store.state.displayedZones.map(\.name) == ["Home", "Home", "London", "UTC"])
    }
}
