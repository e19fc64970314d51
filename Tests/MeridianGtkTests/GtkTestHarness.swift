import CGtk
import Foundation
import MeridianCore
import MeridianFiles
@testable import MeridianGtk
import MeridianKit
import MeridianStore
import Testing

/// GTK for tests: initialised once, on the main thread, against the X display of the test run
/// (`make test` runs the tests under Xvfb).
@MainActor
enum GtkTestHarness {
    /// Tests that need GTK run only where there is a display to open.
    nonisolated static let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

    private static let initialised: Bool = {
        // Each test makes an application of its own; on a session bus they would all claim the
        // same object path. Without a reachable bus GApplication runs them as local instances.
        setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/meridian-tests", 1)
        // The desktop's settings (the clock format) in memory, as GLib advises for tests: read
        // as their defaults, and set by tests without touching the user's.
        setenv("GSETTINGS_BACKEND", "memory", 1)
        g_log_set_writer_func(recordingWriter, nil, nil)
        var argc: Int32 = 0
        return gtk_init_check(&argc, nil) != 0
    }()

    /// Whether GTK is initialised against the display, for tests that make windows of their own.
    static var isReady: Bool { initialised }

    static let catalog = SystemTimeZones.catalog()
    /// Where the window's clocks see the sun, as the application reads it.
    static let locations = SystemTimeZones.locations(catalog: catalog)

    /// 2026-03-29 12:00:00 UTC.
    nonisolated static let noon = Instant(millisecondsSince1970: 1_774_785_600_000)

    static var firstLaunch: AppState { AppState.firstLaunch(now: noon, userTimeZone: "Europe/London") }

    private static var instances = 0

    /// The real application, registered and activated, with its window on screen. Its clock
    /// stands at noon unless `environment` says otherwise.
    static func makeApplication(
        _ state: AppState = firstLaunch, stateFolder: StateFolder? = nil, environment: ShellEnvironment? = nil
    ) -> MeridianApplication {
        precondition(initialised, "GTK could not open the display \(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")")
        // The chooser's places, which a window reads after its first frame: read now, so that a
        // test opening the chooser at once finds them (read once for every test of the run).
        _ = ChooserPlaces.system(catalog: catalog).search
        let ids = SequentialIDs()
        let environment = environment ?? ShellEnvironment(now: { noon }, newID: { ids.next() })
        instances += 1
        let application = MeridianApplication(
            catalog: catalog, initialState: state, environment: environment,
            applicationID: "dev.meridian.Meridian.Test\(instances)", isUnique: false,
            stateFolder: stateFolder ?? temporaryStateFolder())
        let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(application.application))
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(gApplication, nil, &error)
        precondition(registered != 0, "could not register: \(error.map { String(cString: $0.pointee.message) } ?? "")")
        g_application_activate(gApplication)
        if let window = application.window?.window { waitUntilShown(window) }
        return application
    }

    static func temporaryStateFolder() -> StateFolder {
        StateFolder(path: FileManager.default.temporaryDirectory.appendingPathComponent("meridian-gtk-state-\(UUID().uuidString)").path)
    }

    /// Runs the main loop until nothing is pending: signals, idles and redraws are handled.
    static func pump() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Pumps until `done` holds, for at most `seconds`: work finishing on another thread is
    /// reported on Swift's main queue, which a test, itself a job on that queue, lets run only
    /// while it waits.
    static func pump(until done: () -> Bool, seconds: Double = 10) async {
        let end = g_get_monotonic_time() + Int(seconds * 1e6)
        while !done(), g_get_monotonic_time() < end {
            pump()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        pump()
    }

    /// Turns the main loop, waiting for events, until `done` holds (for at most `seconds`, a
    /// limit that only a broken test reaches): for what GTK does when the X server answers or
    /// the frame clock ticks, which a loop that only handles what is pending can miss on a busy
    /// machine.
    @discardableResult
    static func wait(until done: () -> Bool, seconds: Double = 30) -> Bool {
        // Wakes the waiting loop now and then, so the limit is noticed even if nothing happens.
        let end = g_get_monotonic_time() + Int(seconds * 1e6)
        withExtendedLifetime(GLibTimerSource(everyMilliseconds: 50)) {
            while !done(), g_get_monotonic_time() < end { g_main_context_iteration(nil, 1) }
        }
        pump()
        return done()
    }

    /// A window showing `host`'s widgets, of the default size `width` × `height` (-1: its
    /// content's), once GTK has laid it out; the caller destroys it.
    static func window(showing host: ViewHost, width: Int32 = -1, height: Int32 = -1) -> Widget {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), width, height)
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        waitUntilShown(window)
        return window
    }

    /// Waits until `window` is mapped and has painted its first frame: only then has GTK laid
    /// it out at its size.
    static func waitUntilShown(_ window: Widget) {
        wait(until: { gtk_widget_get_mapped(window) != 0 })
        nextFrame(of: window)
    }

    /// Waits until `widget`'s window has painted a frame asked for now. GTK lays out what a
    /// change asked to resize in the frame before painting it, so sizes read after this are
    /// the sizes on screen; a read before it may see the last frame's.
    static func nextFrame(of widget: Widget) {
        guard let toplevel = gtk_widget_get_toplevel(widget), let clock = gtk_widget_get_frame_clock(toplevel) else { return pump() }
        var painted = false
        let handler = onSignal(UnsafeMutableRawPointer(clock), "after-paint") { painted = true }
        defer { g_signal_handler_disconnect(handler.instance, handler.id) }
        gtk_widget_queue_draw(toplevel)
        wait(until: { painted })
    }

    /// Pumps for a while: only for a test of what must not happen as time passes.
    static func settle(milliseconds: Int) {
        let end = g_get_monotonic_time() + milliseconds * 1000
        while g_get_monotonic_time() < end {
            pump()
            g_usleep(5000)
        }
    }

    /// Presses a key on `widget` as the keyboard does when it has the focus, and handles it
    /// (`isModifier`: a key such as Control, alone; `holding`: the modifiers held with it). On
    /// a window, the key goes where the keyboard's focus is, and up from there.
    static func press(_ keyval: Int32, on widget: Widget, isModifier: Bool = false, holding modifiers: GdkModifierType = GdkModifierType(0)) {
        // Only a widget on screen takes a key (GTK refuses the event otherwise): on a busy
        // machine it may show later than the test asks.
        wait(until: { gtk_widget_get_realized(widget) != 0 && gtk_widget_get_mapped(widget) != 0 })
        guard let window = gtk_widget_get_window(widget) else {
            Issue.record("the widget has no window to take keys")
            return
        }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.key.keyval = guint(keyval)
        event.pointee.key.is_modifier = isModifier ? 1 : 0
        event.pointee.key.state = modifiers.rawValue
        // From the seat's keyboard, as a real key is: a list box asks which device pressed it.
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        _ = gtk_widget_event(widget, event)
        gdk_event_free(event)
        pump()
    }

    /// Escape as the keyboard sends it: key bindings (a dialog's Escape is one, a search field's
    /// stop-search another) match the key's hardware code, which `press` leaves out.
    static func pressEscape(on widget: Widget) {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        let keymap = gdk_keymap_get_for_display(gdk_display_get_default())
        guard gdk_keymap_get_entries_for_keyval(keymap, guint(GDK_KEY_Escape), &keys, &count) != 0, let keys, count > 0 else {
            Issue.record("no key of this keyboard sends Escape")
            return
        }
        defer { g_free(keys) }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(widget))))
        event.pointee.key.keyval = guint(GDK_KEY_Escape)
        event.pointee.key.hardware_keycode = guint16(keys.pointee.keycode)
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        _ = gtk_widget_event(widget, event)
        gdk_event_free(event)
    }

    /// Runs `body` while GTK handles an event of the user's: a key pressed on `window`, whose
    /// handler runs it, as GTK's own handling of a drag's motion or a key runs the moves it
    /// makes for the user. For what the kit takes for the user's only then (a paned's handle).
    static func asUserInput(on window: Widget, _ body: @escaping () -> Void) {
        final class Body {
            let run: () -> Void
            init(_ run: @escaping () -> Void) { self.run = run }
        }
        let box = Body(body)
        let handle: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, _, data in
            Unmanaged<Body>.fromOpaque(data!).takeUnretainedValue().run()
            return 1
        }
        let handler = withExtendedLifetime(box) {
            g_signal_connect_data(window, "key-press-event", unsafeBitCast(handle, to: GCallback.self), Unmanaged.passUnretained(box).toOpaque(), nil, GConnectFlags(0))
        }
        defer { g_signal_handler_disconnect(window, handler) }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window)!)))
        event.pointee.key.keyval = guint(GDK_KEY_Left)
        if let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())) {
            gdk_event_set_device(event, keyboard)
        }
        withExtendedLifetime(box) { gtk_main_do_event(event) }
        gdk_event_free(event)
        pump()
    }

    static func close(_ application: MeridianApplication) {
        if let window = application.window?.window { gtk_widget_destroy(window) }
        pump()
    }
}

/// GLib warnings and criticals (GTK's `g_return_if_fail`, a widget used after it died) logged
/// so far, by any test: a test that acts on GTK checks this does not grow.
@MainActor var glibProblemsLogged: Int { GLibProblems.logged.count }

/// What GLib, GTK and GStreamer logged as a warning or worse, in order.
enum GLibProblems {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var messages: [String] = []

    /// Every problem logged so far; GStreamer's threads log too, so it is read under a lock.
    static var logged: [String] { lock.withLock { messages } }

    fileprivate static func record(_ message: String) {
        lock.withLock { messages.append(message) }
    }
}

/// GLib's default writer, recording what is a warning or worse.
private let recordingWriter: GLogWriterFunc = { level, fields, count, data in
    if level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0 {
        var (domain, message) = ("", "")
        for index in 0..<Int(count) {
            guard let field = fields?[index], let key = field.key, let value = field.value, field.length < 0 else { continue }
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = String(cString: value.assumingMemoryBound(to: CChar.self))
            case "MESSAGE": message = String(cString: value.assumingMemoryBound(to: CChar.self))
            default: break
            }
        }
        GLibProblems.record(domain.isEmpty ? message : "\(domain): \(message)")
    }
    return g_log_writer_default(level, fields, count, data)
}

/// Fails the test during which GTK, GLib or GStreamer logged a warning or a critical, naming
/// each: a critical is a widget used after its window was destroyed, or a call that was wrong.
/// The test's windows are closed by then (`GtkTestHarness.close`), so what a closed window's
/// timers or observers still do is caught too.
///
/// It also runs the GTK tests one at a time in the whole process (`GtkTestTurn`), as plain
/// `swift test` runs suites side by side: a window test that awaits work on another thread
/// lets the main actor go meanwhile, and another suite's test driving GTK then read its
/// frames, its focus and its log as its own.
struct FailsOnGLibProblems: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        // A test given the trait by its suite and by itself takes the turn once.
        guard !GtkTestTurn.isHeld else { return try await function() }
        await GtkTestTurn.shared.take()
        do {
            let before = GLibProblems.logged.count
            try await GtkTestTurn.$isHeld.withValue(true) { try await function() }
            await MainActor.run { GtkTestHarness.pump() }
            for problem in GLibProblems.logged.dropFirst(before) {
                Issue.record("GLib logged during this test: \(problem)")
            }
        } catch {
            await GtkTestTurn.shared.give()
            throw error
        }
        await GtkTestTurn.shared.give()
    }
}

/// The turn to drive GTK: one test case holds it at a time, the others wait in order.
actor GtkTestTurn {
    static let shared = GtkTestTurn()
    /// Whether the running task holds the turn.
    @TaskLocal static var isHeld = false
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

extension Trait where Self == FailsOnGLibProblems {
    /// Any GLib warning or critical logged during a test fails it.
    static var failsOnGLibProblems: Self { FailsOnGLibProblems() }
}

/// A GLib timeout that fires every so often and does nothing, until released: it wakes a main
/// loop that waits for events.
@MainActor
final class GLibTimerSource {
    private nonisolated let id: guint

    init(everyMilliseconds milliseconds: guint) {
        id = g_timeout_add(milliseconds, { _ in 1 }, nil)
    }

    deinit {
        g_source_remove(id)
    }
}

/// Zone ids for zones added in tests: AA…01, AA…02, …
final class SequentialIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var count: UInt8 = 0

    func next() -> UUID {
        lock.withLock {
            count += 1
            return UUID(uuid: (0xAA, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count))
        }
    }
}

/// Reading widgets back, the way a person looks at the screen.
@MainActor
enum Look {
    static func text(_ label: Widget) -> String {
        String(cString: gtk_label_get_text(label.cast()))
    }

    static func entryText(_ entry: Widget) -> String {
        String(cString: gtk_entry_get_text(entry.cast()))
    }

    static func isVisible(_ widget: Widget) -> Bool {
        gtk_widget_get_visible(widget) != 0
    }

    static func accessibleName(_ widget: Widget) -> String? {
        atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) }
    }

    static func tooltip(_ widget: Widget) -> String? {
        guard let text = gtk_widget_get_tooltip_text(widget) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    static func accessibleDescription(_ widget: Widget) -> String? {
        atk_object_get_description(gtk_widget_get_accessible(widget)).map { String(cString: $0) }
    }

    /// The widget and every widget inside it.
    static func descendants(_ root: Widget) -> [Widget] {
        var found = [root]
        if gtk_widget_get_type() != 0, g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(root)), gtk_container_get_type()) != 0 {
            var list = gtk_container_get_children(root.cast())
            let head = list
            while let node = list {
                if let child = node.pointee.data {
                    found += descendants(child.assumingMemoryBound(to: GtkWidget.self))
                }
                list = node.pointee.next
            }
            g_list_free(head)
        }
        return found
    }

    /// Every label's text under `root`, in tree order.
    /// The words of the labels under `root` that show when it shows (a label in a box hidden
    /// under it does not).
    static func labels(under root: Widget) -> [String] {
        descendants(root)
            .filter { g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer($0)), gtk_label_get_type()) != 0 && isShown($0, within: root) }
            .map(text)
    }

    /// Whether `widget` and every widget between it and `root` are visible.
    static func isShown(_ widget: Widget, within root: Widget) -> Bool {
        var current: Widget? = widget
        while let shown = current, shown != root {
            guard isVisible(shown) else { return false }
            current = gtk_widget_get_parent(shown)
        }
        return true
    }

    /// Clicks the button under `root` whose words are `label` (underscores of mnemonics left
    /// out), as a person does: `false` when there is none.
    @discardableResult
    static func click(_ label: String, in root: Widget) -> Bool {
        let button = descendants(root).first { widget in
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_button_get_type()) != 0
                && gtk_button_get_label(widget.cast()).map { String(cString: $0).replacingOccurrences(of: "_", with: "") } == label
        }
        guard let button else { return false }
        gtk_button_clicked(button.cast())
        return true
    }

    /// Every toplevel window GTK holds (the main window, dialogs).
    static func toplevels() -> [Widget] {
        var found: [Widget] = []
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            if let window = current.pointee.data { found.append(window.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        g_list_free(list)
        return found
    }

    /// The rows of a tree view a person sees (those under folded rows are not), first text
    /// column, indented two spaces a level.
    static func treeRows(_ treeView: Widget) -> [String] {
        guard let model = gtk_tree_view_get_model(treeView.cast()) else { return [] }
        var rows: [String] = []
        func walk(_ parent: UnsafeMutablePointer<GtkTreeIter>?, depth: Int) {
            var iter = GtkTreeIter()
            guard gtk_tree_model_iter_children(model, &iter, parent) != 0 else { return }
            repeat {
                var value = GValue()
                gtk_tree_model_get_value(model, &iter, 0, &value)
                rows.append(String(repeating: "  ", count: depth) + (g_value_get_string(&value).map { String(cString: $0) } ?? ""))
                g_value_unset(&value)
                let path = gtk_tree_model_get_path(model, &iter)
                if gtk_tree_view_row_expanded(treeView.cast(), path) != 0 { walk(&iter, depth: depth + 1) }
                gtk_tree_path_free(path)
            } while gtk_tree_model_iter_next(model, &iter) != 0
        }
        walk(nil, depth: 0)
        return rows
    }

    /// The rows of a list box that are showing (not hidden, not filtered out), in order.
    static func rows(_ listBox: Widget) -> [Widget] {
        var rows: [Widget] = []
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(listBox.cast(), index) {
            if gtk_widget_get_visible(widget(row)) != 0, gtk_widget_get_child_visible(widget(row)) != 0 { rows.append(widget(row)) }
            index += 1
        }
        return rows
    }
}
