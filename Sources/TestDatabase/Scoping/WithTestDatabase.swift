/// Runs `operation` with a fresh clone of `template` as ``DatabaseClone/current``.
///
/// Use it in XCTest, in code outside tests, or to give one part of a Swift Testing test a
/// database of its own. The clone lives as long as the operation.
///
/// ```swift
/// func testBorrowing() throws {
///   try withTestDatabase(.library) { database in
///     try LibraryStore(database: database.queue).borrow(bookID: 1)
///   }
/// }
/// ```
///
/// - Throws: The template's preparation error, or what `operation` throws.
public func withTestDatabase<Result>(
  _ template: DatabaseTemplate,
  operation: (DatabaseClone) throws -> Result
) throws -> Result {
  let clone = try template.makeClone()
  return try DatabaseClone.$scoped.withValue(clone) {
    try operation(clone)
  }
}

/// Runs the asynchronous `operation` with a fresh clone of `template` as
/// ``DatabaseClone/current``, visible to the tasks it starts.
///
/// - Throws: The template's preparation error, or what `operation` throws.
public func withTestDatabase<Result>(
  _ template: DatabaseTemplate,
  isolation: isolated (any Actor)? = #isolation,
  operation: (DatabaseClone) async throws -> Result
) async throws -> Result {
  let clone = try template.makeClone()
  return try await DatabaseClone.$scoped.withValue(clone) {
    try await operation(clone)
  }
}
