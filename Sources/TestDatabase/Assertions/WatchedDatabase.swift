import GRDB

extension DatabaseClone {
  // An assertion given no database watches the current test's.
  static func watched(_ database: (any DatabaseReader)?) throws -> any DatabaseReader {
    try database ?? current.queue
  }

  static func watched(_ database: DatabaseQueue?) throws -> DatabaseQueue {
    try database ?? current.queue
  }
}

extension DatabaseReader {
  // Reentrant, so that an assertion also works inside the caller's own write.
  func assertionRead<T>(_ value: (Database) throws -> T) throws -> T {
    try unsafeReentrantRead { db in try db.readOnly { try value(db) } }
  }
}
