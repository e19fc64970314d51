import CGtk

/// A Swift closure connected to a GObject signal.
///
/// The closure lives in a box that GLib owns: its destroy-notify releases the box when the
/// handler is disconnected or the object is finalised, so nothing leaks and nothing dangles.
@MainActor
public struct SignalHandler {
    /// The object the handler is connected to.
    public let instance: gpointer
    /// The handler's id, as `g_signal_connect` returns it.
    public let id: gulong

    /// Runs `change` with this handler blocked, so setting a widget from state does not echo
    /// back as a user action.
    public func whileBlocked(_ change: () -> Void) {
        g_signal_handler_block(instance, id)
        change()
        g_signal_handler_unblock(instance, id)
    }
}

private final class ClosureBox {
    let body: @MainActor (gpointer?, gpointer?) -> gboolean

    public init(_ body: @escaping @MainActor (gpointer?, gpointer?) -> gboolean) {
        self.body = body
    }
}

/// GTK calls handlers on the main thread, which is the main actor's.
private func run(_ boxData: gpointer?, _ firstArgument: gpointer?, _ secondArgument: gpointer?) -> gboolean {
    guard let boxData else { return 0 }
    nonisolated(unsafe) let (box, first, second) = (boxData, firstArgument, secondArgument)
    return MainActor.assumeIsolated {
        Unmanaged<ClosureBox>.fromOpaque(box).takeUnretainedValue().body(first, second)
    }
}

// One trampoline per signal arity: the C signature must match what GLib calls.
private let noArguments: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in run(data, nil, nil) }
private let oneArgument: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, first, data in
    run(data, first, nil)
}
private let twoArguments: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> gboolean = {
    _, first, second, data in run(data, first, second)
}
private let dragDataReceived: @convention(c) (gpointer?, gpointer?, gint, gint, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, _, _, selection, _, _, data in _ = run(data, selection, nil)
}
private let dragDataReceivedAt: @convention(c) (gpointer?, gpointer?, gint, gint, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, _, y, selection, _, _, data in _ = run(data, selection, UnsafeMutableRawPointer(bitPattern: Int(max(y, 0))))
}
private let dragDataGet: @convention(c) (gpointer?, gpointer?, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, selection, _, _, data in _ = run(data, selection, nil)
}
private let dragMotion: @convention(c) (gpointer?, gpointer?, gint, gint, guint, gpointer?) -> gboolean = {
    _, _, _, y, _, data in run(data, UnsafeMutableRawPointer(bitPattern: Int(max(y, 0))), nil)
}
private let openFiles: @convention(c) (gpointer?, gpointer?, gint, gpointer?, gpointer?) -> Void = {
    _, files, count, _, data in _ = run(data, files, UnsafeMutableRawPointer(bitPattern: Int(count)))
}
private let insertText: @convention(c) (gpointer?, UnsafePointer<gchar>?, gint, UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
    _, text, length, position, data in
    // A length of -1 means the text ends with its NUL; otherwise it need not end there.
    var inserted = text.map { text in
        length < 0 ? String(cString: text) : String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
    } ?? ""
    withUnsafeMutablePointer(to: &inserted) { inserted in _ = run(data, UnsafeMutableRawPointer(inserted), UnsafeMutableRawPointer(position)) }
}
private let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<ClosureBox>.fromOpaque(data).release()
}

/// Connects `body` through `trampoline`, whose C signature takes `arguments` arguments between
/// the instance and the data. GLib cannot check that: a handler of fewer arguments than the
/// signal passes reads one of them as its box (a dialog's "response" id), and crashes only when
/// the signal is emitted. So the count is checked here, where every connection is made, and a
/// mismatch stops at the connection, naming the signal.
@MainActor
private func connect(
    _ instance: gpointer, _ signal: String, arguments: Int32, _ trampoline: UnsafeRawPointer,
    _ body: @escaping @MainActor (gpointer?, gpointer?) -> gboolean
) -> SignalHandler {
    let passed = meridian_signal_argument_count(instance, signal)
    precondition(
        passed == arguments,
        "\"\(signal)\" passes \(passed) argument(s) after the instance; its handler takes \(arguments): connect it with the onSignal that takes them")
    let box = Unmanaged.passRetained(ClosureBox(body)).toOpaque()
    let id = meridian_signal_connect(instance, signal, trampoline, box, releaseBox)
    return SignalHandler(instance: instance, id: id)
}

/// Connects a signal whose handler takes only the instance ("clicked", "changed", "activate").
@MainActor @discardableResult
public func onSignal(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connect(instance, signal, arguments: 0, unsafeBitCast(noArguments, to: UnsafeRawPointer.self)) { _, _ in
        handler()
        return 0
    }
}

/// Connects a signal with one argument after the instance ("row-activated", "notify::…", a
/// dialog's "response", a GAction's "activate" with its parameter).
@MainActor @discardableResult
public func onSignal(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Void) -> SignalHandler {
    connect(instance, signal, arguments: 1, unsafeBitCast(oneArgument, to: UnsafeRawPointer.self)) { first, _ in
        handler(first)
        return 0
    }
}

/// Connects an event signal ("button-press-event"): the handler says whether it handled it.
@MainActor @discardableResult
public func onEvent(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Bool) -> SignalHandler {
    connect(instance, signal, arguments: 1, unsafeBitCast(oneArgument, to: UnsafeRawPointer.self)) { event, _ in
        handler(event) ? 1 : 0
    }
}

/// Connects a signal with two arguments after the instance ("row-selected" of a list box takes
/// one; "size-allocate" passes the allocation — check with the signal's documentation).
@MainActor @discardableResult
public func onSignal(
    _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (gpointer?, gpointer?) -> Void
) -> SignalHandler {
    connect(instance, signal, arguments: 2, unsafeBitCast(twoArguments, to: UnsafeRawPointer.self)) { first, second in
        handler(first, second)
        return 0
    }
}

/// Connects a `GtkEditable`'s "insert-text": the handler gets the text about to be inserted and
/// where (in characters, which it may move on), before the entry takes it.
@MainActor @discardableResult
public func onInsertText(_ editable: gpointer, _ handler: @escaping @MainActor (String, UnsafeMutablePointer<gint>) -> Void) -> SignalHandler {
    connect(editable, "insert-text", arguments: 3, unsafeBitCast(insertText, to: UnsafeRawPointer.self)) { inserted, position in
        guard let inserted, let position else { return 0 }
        handler(inserted.assumingMemoryBound(to: String.self).pointee, position.assumingMemoryBound(to: gint.self))
        return 0
    }
}

/// Connects GApplication's "open": the handler gets the paths of the files to open.
@MainActor @discardableResult
public func onOpenFiles(_ application: gpointer, _ handler: @escaping @MainActor ([String]) -> Void) -> SignalHandler {
    connect(application, "open", arguments: 3, unsafeBitCast(openFiles, to: UnsafeRawPointer.self)) { files, count in
        let files = files?.assumingMemoryBound(to: OpaquePointer?.self)
        let paths = (0..<Int(bitPattern: count)).compactMap { index -> String? in
            guard let file = files?[index], let path = g_file_get_path(file) else { return nil }
            defer { g_free(path) }
            return String(cString: path)
        }
        handler(paths)
        return 0
    }
}

/// Connects GApplication's "command-line": the handler gets the `GApplicationCommandLine`;
/// its exit status is set on that object, not returned here.
@MainActor @discardableResult
public func onApplicationCommandLine(_ application: gpointer, _ handler: @escaping @MainActor (OpaquePointer) -> Void) -> SignalHandler {
    connect(application, "command-line", arguments: 1, unsafeBitCast(oneArgument, to: UnsafeRawPointer.self)) { commandLine, _ in
        if let commandLine { handler(OpaquePointer(commandLine)) }
        return 0
    }
}

/// Connects "drag-data-received": the handler gets the dropped `GtkSelectionData`.
@MainActor @discardableResult
public func onDragDataReceived(_ instance: gpointer, _ handler: @escaping @MainActor (gpointer?) -> Void) -> SignalHandler {
    connect(instance, "drag-data-received", arguments: 6, unsafeBitCast(dragDataReceived, to: UnsafeRawPointer.self)) { selection, _ in
        handler(selection)
        return 0
    }
}

/// Connects "drag-data-received" for a drop within the app: the handler gets the dropped
/// `GtkSelectionData` and how far down the widget it fell, in pixels.
@MainActor @discardableResult
public func onDragDataReceivedAt(_ instance: gpointer, _ handler: @escaping @MainActor (gpointer?, Int) -> Void) -> SignalHandler {
    connect(instance, "drag-data-received", arguments: 6, unsafeBitCast(dragDataReceivedAt, to: UnsafeRawPointer.self)) { selection, y in
        handler(selection, Int(bitPattern: y))
        return 0
    }
}

/// Connects a drag source's "drag-data-get": the handler fills the `GtkSelectionData` it gets.
@MainActor @discardableResult
public func onDragDataGet(_ instance: gpointer, _ handler: @escaping @MainActor (gpointer?) -> Void) -> SignalHandler {
    connect(instance, "drag-data-get", arguments: 4, unsafeBitCast(dragDataGet, to: UnsafeRawPointer.self)) { selection, _ in
        handler(selection)
        return 0
    }
}

/// Connects a drag destination's "drag-motion" where GTK answers the drag itself
/// (`GTK_DEST_DEFAULT_MOTION`): the handler hears how far down the widget the pointer is.
@MainActor @discardableResult
public func onDragMotion(_ instance: gpointer, _ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
    connect(instance, "drag-motion", arguments: 4, unsafeBitCast(dragMotion, to: UnsafeRawPointer.self)) { y, _ in
        handler(Int(bitPattern: y))
        return 0
    }
}
