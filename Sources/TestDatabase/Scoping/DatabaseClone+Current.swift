import GRDB

extension DatabaseClone {
  // A task local: inherited by child tasks, invisible to other tests, no dependency needed.
  @TaskLocal static var scoped: DatabaseClone?

  /// The database of the current test, provided by the `.testDatabase(_:)` (``TestDatabaseTrait``)
  /// trait or by ``withTestDatabase(_:operation:)-(_,_)``.
  ///
  /// Task-local: visible to the test's code and to the tasks it starts, never to another test.
  /// Reading it costs a task-local lookup.
  ///
  /// - Throws: ``TestDatabaseError/noTestDatabase``, whose message says what to add, when no
  ///   scope provides a database.
  public static var current: DatabaseClone {
    get throws(TestDatabaseError) {
      guard let scoped else { throw .noTestDatabase }
      return scoped
    }
  }
}
