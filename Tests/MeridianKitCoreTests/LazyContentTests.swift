import MeridianKitCore
import Testing

/// Lazy parts are compared by the values they are described from, without being described.
@MainActor
struct LazyContentTests {
    @Test func lazyPartsFromEqualValuesAreTheSameWidgetUndescribed() throws {
        var described = 0
        let content: @MainActor (String) -> View = { text in
            described += 1
            return Label(text)
        }
        let (a, b, c) = (Lazy("Edit", content), Lazy("Edit", content), Lazy("Done", content))
        #expect(a.isSameWidget(as: b))
        #expect(!a.isSameWidget(as: c))
        #expect(described == 0)
        // A value of another type is another value, however it prints.
        #expect(!Lazy(1, { Label("\($0)") }).isSameWidget(as: Lazy(1.0, { Label("\($0)") })))
    }

    @Test func aLazyPartIsDescribedOnceAndLazyInLazyIsWhatTheInnerDescribes() throws {
        var described = 0
        let outer = Lazy(1) { value in
            Lazy(value + 1) { inner in
                described += 1
                return Label("\(inner)")
            }
        }
        let content = try #require(outer.lazyContent)
        guard let label = content.view.content(as: LabelContent.self) else { Issue.record("not the inner part's label"); return }
        #expect(label.text == "2")
        _ = content.view
        #expect(described == 1)
    }
}
