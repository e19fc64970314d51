import MeridianStore

/// The store issue's fixed workload, so figures compare with other stores.
public struct BenchState: Codable, Equatable {
    struct Zone: Codable, Equatable {
        var id: Int
        var name: String
        var identifier: String
    }
    struct View: Codable, Equatable {
        var scrollY: Double = 0
        var isEditing = false
        var selected: Int?
        var search = ""
    }
    struct Player: Codable, Equatable {
        var position: Double = 0
        var playing = false
        var toolbarVisible = true
    }

    var zones = (0..<20).map { Zone(id: $0, name: "Zone \($0)", identifier: "Etc/GMT+\($0 % 12)") }
    var view = View()
    var player = Player()
}

public enum BenchAction: Codable, Equatable {
    case scroll(Double)
    case tick(Double)
    case rename(Int, String)
    case select(Int)

    /// Action `i` of the cycle.
    public static func number(_ i: Int) -> BenchAction {
        switch i % 4 {
        case 0: .scroll(Double(i))
        case 1: .tick(Double(i))
        case 2: .rename(i % 20, names[i % 7])
        default: .select(i % 20)
        }
    }

    /// Made once, so the figures measure the store rather than string formatting.
    private static let names = (0..<7).map { "Z\($0)" }

    // A compact encoding, ["rename", 3, "Z3"]: the app chooses how its actions are written.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try container.decode(String.self) {
        case "scroll": self = .scroll(try container.decode(Double.self))
        case "tick": self = .tick(try container.decode(Double.self))
        case "rename": self = .rename(try container.decode(Int.self), try container.decode(String.self))
        case "select": self = .select(try container.decode(Int.self))
        case let other:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown action \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .scroll(let y): try container.encode("scroll"); try container.encode(y)
        case .tick(let t): try container.encode("tick"); try container.encode(t)
        case .rename(let id, let name): try container.encode("rename"); try container.encode(id); try container.encode(name)
        case .select(let id): try container.encode("select"); try container.encode(id)
        }
    }
}

struct BenchReducer: Reducer {
    func reduce(into state: inout BenchState, action: BenchAction) -> [Never] {
        switch action {
        case .scroll(let y): state.view.scrollY = y
        case .tick(let t): state.player.position = t
        case .rename(let id, let name): state.zones[id].name = name
        case .select(let id): state.view.selected = id
        }
        return []
    }
}

enum BenchHistory {
    static func rules(checkpointInterval: Int = HistoryRules<BenchState, BenchAction>.defaultCheckpointInterval)
        -> HistoryRules<BenchState, BenchAction>
    {
        HistoryRules(
            policy: { action in
                switch action {
                case .scroll: .coalesce("scroll")
                case .tick: .transient
                case .rename, .select: .step
                }
            },
            checkpointInterval: checkpointInterval)
    }
}

@MainActor
public func makeBenchStore(history: Bool, checkpointInterval: Int = HistoryRules<BenchState, BenchAction>.defaultCheckpointInterval)
    -> (Store<BenchState, BenchAction, Never>, [ObservationToken])
{
    let store = Store(
        initialState: BenchState(), reducer: BenchReducer(),
        history: history ? BenchHistory.rules(checkpointInterval: checkpointInterval) : nil)
    var seen = 0
    let tokens = (0..<20).map { j -> ObservationToken in
        switch j % 3 {
        case 0: store.observe(\.view) { _ in seen &+= 1 }
        case 1: store.observe(\.player) { _ in seen &+= 1 }
        default: store.observe(\.zones) { _ in seen &+= 1 }
        }
    }
    return (store, tokens)
}
