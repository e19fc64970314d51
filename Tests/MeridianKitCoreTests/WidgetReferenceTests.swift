import MeridianKitCore
import Testing

/// A reference is on the last widget mounted for it until that one goes, and holds none alive.
@MainActor
struct WidgetReferenceTests {
    /// Stands for a renderer's mounted widget.
    private final class Mounted {}

    @Test func aReferenceIsATraitComparedByIdentityAndNoPartOfWhichWidgetItIs() {
        let (list, other) = (WidgetReference(), WidgetReference())
        let described = Label("Tokyo").reference(list)
        #expect(described.traits.reference === list)
        // Another reference is another description (the renderer moves it), not another widget.
        #expect(described.traits != Label("Tokyo").reference(other).traits)
        #expect(described.traits == Label("Tokyo").reference(list).traits)
        #expect(described.isSameWidget(as: Label("Tokyo").reference(other)))
        #expect(described.isSameWidget(as: Label("Tokyo")))
    }

    @Test func aReferenceFollowsItsWidgetThroughReplacementAndRemoval() {
        let reference = WidgetReference()
        #expect(!reference.isMounted)
        let first = Mounted()
        reference.attach(first)
        #expect(reference.target === first)
        // Another kind in its place: the new widget is made before the old one goes.
        let second = Mounted()
        reference.attach(second)
        reference.detach(first)
        #expect(reference.target === second && reference.isMounted)
        // Its row removed.
        reference.detach(second)
        #expect(reference.target == nil && !reference.isMounted)
    }

    @Test func aReferenceKeepsNoWidgetAlive() {
        let reference = WidgetReference()
        do {
            let mounted = Mounted()
            reference.attach(mounted)
            #expect(reference.isMounted)
        }
        #expect(!reference.isMounted)
    }

    @Test func aReferenceSaysWhereItWasMade() {
        let reference = WidgetReference()
        #expect(reference.origin.hasPrefix("MeridianKitCoreTests/WidgetReferenceTests.swift:"))
    }
}
