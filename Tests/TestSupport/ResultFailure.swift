extension Result {
    /// The error, when there is one: `#expect(load(path).failure?.description == "…")`.
    public var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
