// Built only with the "Dependencies" trait; TraitRequirement.swift says what to add without it.
#if Dependencies
import DatabaseDependency
import Dependencies
import Foundation
import TestDatabase

/// Runs `operation` with a fresh clone of `template` as `@Dependency(\.defaultDatabase)`, and the
/// clone's clock and UUID sequence as `@Dependency(\.date)` and `@Dependency(\.uuid)`.
///
/// The clone is also `DatabaseClone.current`, so `assertQuery` and `assertChanges` watch the
/// same database the code under test writes. Use it in XCTest, or for one part of a test; in
/// Swift Testing, the `.testDatabaseDependencies(_:_:)` trait does the same for every test of a
/// suite.
///
/// ```swift
/// func testAddingAList() async throws {
///   try await withTestDatabaseDependencies(.app) {
///     $0.timeZone = TimeZone(identifier: "UTC")!
///   } operation: {
///     let model = ListsModel()
///     try model.add(title: "Groceries")
///   }
/// }
/// ```
///
/// - Parameters:
///   - template: The template to clone.
///   - updateValues: Further overrides, applied after the database, date and UUID ones.
///   - isolation: The actor the operation runs on, inherited from the caller.
///   - operation: The code to run.
/// - Throws: The template's preparation error, or what `operation` throws.
public func withTestDatabaseDependencies<Result>(
  _ template: DatabaseTemplate,
  _ updateValues: (inout DependencyValues) throws -> Void = { _ in },
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async throws -> Result {
  try await withTestDatabase(template) { clone in
    try await withDependencies {
      $0.wire(to: clone)
      try updateValues(&$0)
    } operation: {
      try await operation()
    }
  }
}

/// Runs the synchronous `operation` with a fresh clone of `template` wired into the database,
/// date and UUID dependencies. See ``withTestDatabaseDependencies(_:_:isolation:operation:)``.
public func withTestDatabaseDependencies<Result>(
  _ template: DatabaseTemplate,
  _ updateValues: (inout DependencyValues) throws -> Void = { _ in },
  operation: () throws -> Result
) throws -> Result {
  try withTestDatabase(template) { clone in
    try withDependencies {
      $0.wire(to: clone)
      try updateValues(&$0)
    } operation: {
      try operation()
    }
  }
}

extension DependencyValues {
  /// Points the database, date and UUID dependencies at one clone, so that the code under test,
  /// the clone's `now()` SQL function and its seed agree on the time.
  mutating func wire(to clone: DatabaseClone) {
    defaultDatabase = clone.queue
    date = DateGenerator { clone.inputs.now() }
    uuid = UUIDGenerator { clone.inputs.uuid() }
  }
}
#endif
