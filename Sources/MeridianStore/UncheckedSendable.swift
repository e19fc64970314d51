/// A value handed to worker threads that the compiler cannot prove safe to share. Each use says
/// why it is: the workers only read it, or each writes its own part.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package let value: Value

    @usableFromInline package init(_ value: Value) {
        self.value = value
    }
}
