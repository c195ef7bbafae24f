// Without the "Dependencies" trait this module holds only these stand-ins, so that a plain
// `swift build` of this package succeeds and a user who calls the API without the trait is
// told what to add (dependencies' warnings are hidden from their users; errors are not).
#if !Dependencies
  import TestDatabase

  #warning(
    "TestDatabaseDependencies has no API without the Dependencies trait: depend on Verbatim with traits: [\"Dependencies\"] (here: --traits Dependencies)"
  )

  /// Unavailable without the "Dependencies" trait, which brings swift-dependencies.
  @available(*, unavailable, message: "needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]")
  public func withTestDatabaseDependencies<Result>(
    _ template: DatabaseTemplate,
    _ updateValues: (inout Any) throws -> Void = { _ in },
    operation: () async throws -> Result
  ) async throws -> Result {
    try await operation()
  }

  /// Unavailable without the "Dependencies" trait, which brings swift-dependencies.
  @available(*, unavailable, message: "needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]")
  public func withTestDatabaseDependencies<Result>(
    _ template: DatabaseTemplate,
    _ updateValues: (inout Any) throws -> Void = { _ in },
    operation: () throws -> Result
  ) throws -> Result {
    try operation()
  }

  #if canImport(Testing)
    import Testing

    /// Unavailable without the "Dependencies" trait, which brings swift-dependencies.
    @available(*, unavailable, message: "needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]")
    public struct TestDatabaseDependenciesTrait: TestTrait, SuiteTrait {}

    @available(*, unavailable, message: "needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]")
    extension Trait where Self == TestDatabaseDependenciesTrait {
      /// Unavailable without the "Dependencies" trait, which brings swift-dependencies.
      @available(*, unavailable, message: "needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]")
      public static func testDatabaseDependencies(
        _ template: DatabaseTemplate,
        _ updateValues: @escaping @Sendable (inout Any) throws -> Void = { _ in }
      ) -> Self {
        TestDatabaseDependenciesTrait()
      }
    }
  #endif
#endif
