import CGtk

/// GActions of a `GtkApplication`: one path for buttons, menus, shortcuts and D-Bus.
@MainActor
public enum ApplicationActions {
    /// Adds `app.NAME`, run by `handler` with its parameter (`nil` when it takes none) and
    /// by the keys `accelerators` ("<Control>z"); returns the action, to enable or disable.
    @discardableResult
    public static func add(
        _ name: String, to application: UnsafeMutablePointer<GtkApplication>, parameterType: OpaquePointer? = nil,
        accelerators: [String] = [], _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new(name, parameterType)!
        register(action, name: name, in: application, accelerators: accelerators, handler)
        return action
    }

    /// Adds `command` as `app.NAME` with `accelerators`; its enabling and state follow
    /// `store`'s state until the returned tokens go.
    static func add<State, Action, Effect>(
        _ command: ApplicationCommand<State>, to application: UnsafeMutablePointer<GtkApplication>, accelerators: [String],
        following store: Store<State, Action, Effect>
    ) -> [ObservationToken] {
        let type = command.parameter.map(variantType)
        defer { type.map(g_variant_type_free) }
        let action: OpaquePointer
        if let state = command.state {
            action = g_simple_action_new_stateful(command.name, type, variant(state(store.state)))!
        } else {
            action = g_simple_action_new(command.name, type)!
        }
        let kind = command.parameter
        let run = command.run
        register(action, name: command.name, in: application, accelerators: accelerators) { variant in
            run(argument(variant, of: kind))
        }
        var tokens: [ObservationToken] = []
        if let isEnabled = command.isEnabled {
            tokens.append(store.observe({ isEnabled($0) }) { g_simple_action_set_enabled(action, $0 ? 1 : 0) })
        }
        if let state = command.state {
            tokens.append(store.observe({ state($0) }) { g_simple_action_set_state(action, variant($0)) })
        }
        return tokens
    }

    private static func register(
        _ action: OpaquePointer, name: String, in application: UnsafeMutablePointer<GtkApplication>, accelerators: [String],
        _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) {
        onSignal(UnsafeMutableRawPointer(action), "activate") { (variant: gpointer?) in handler(variant.map(OpaquePointer.init)) }
        g_action_map_add_action(OpaquePointer(application), action)
        var strings = accelerators.map { UnsafePointer(strdup($0)) } + [nil]
        defer { strings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(application, "app.\(name)", &strings)
    }

    private static func variantType(_ kind: ActionArgument.Kind) -> OpaquePointer {
        switch kind {
        case .string: g_variant_type_new("s")
        case .int32: g_variant_type_new("i")
        case .double: g_variant_type_new("d")
        }
    }

    private static func variant(_ argument: ActionArgument) -> OpaquePointer? {
        switch argument {
        case .none: nil
        case .string(let text): g_variant_new_string(text)
        case .int(let number): g_variant_new_int32(Int32(clamping: number))
        case .double(let number): g_variant_new_double(number)
        }
    }

    /// `variant` read as `kind` (GIO has checked it is of that type).
    private static func argument(_ variant: OpaquePointer?, of kind: ActionArgument.Kind?) -> ActionArgument {
        guard let variant, let kind else { return .none }
        switch kind {
        case .string: return .string(g_variant_get_string(variant, nil).map { String(cString: $0) } ?? "")
        case .int32: return .int(Int(g_variant_get_int32(variant)))
        case .double: return .double(g_variant_get_double(variant))
        }
    }
}
