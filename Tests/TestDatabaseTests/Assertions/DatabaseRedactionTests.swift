import Dump
import Foundation
import GRDB
import InlineSnapshot
import Testing
import TestDatabase

/// Query results, changed rows, statement arguments and `QuerySnapshot` take the redactions
/// of the enclosing trait or scope: a UUID column redacts whether stored as text or as a blob.
@Suite(.snapshots(redacting: [.type(UUID.self), .type(Date.self)]))
struct DatabaseRedactionTests {
  static func database(owner: UUID) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE items (id TEXT PRIMARY KEY, ownerID BLOB, title TEXT, createdAt TEXT);
          INSERT INTO items VALUES (?, ?, 'Milk', ?), (?, ?, 'Eggs', ?);
          """,
        arguments: [
          UUID().uuidString, owner, Date(), UUID(), owner, Date().addingTimeInterval(1),
        ])
    }
    return queue
  }

  @Test func queryResultsRedactTextAndBlobUUIDsAndDates() throws {
    let owner = UUID()
    let queue = try Self.database(owner: owner)
    assertQuery(
      "SELECT id, ownerID, title, createdAt FROM items WHERE ownerID = ? ORDER BY title",
      arguments: [owner], in: queue
    ) {
      """
      SELECT id, ownerID, title, createdAt FROM items WHERE ownerID = ? ORDER BY title
      -- arguments: [UUID(<1>)]
      """
    } results: {
      """
      ┌───────────┬───────────┬────────┬───────────┐
      │ id        │ ownerID   │ title  │ createdAt │
      ├───────────┼───────────┼────────┼───────────┤
      │ UUID(<2>) │ UUID(<1>) │ "Eggs" │ Date(<1>) │
      │ UUID(<3>) │ UUID(<1>) │ "Milk" │ Date(<2>) │
      └───────────┴───────────┴────────┴───────────┘
      """
    }
  }

  @Test func changedRowsAndStatementArgumentsRedact() throws {
    let owner = UUID()
    let queue = try Self.database(owner: owner)
    let id = UUID()
    try assertChanges(in: queue) {
      try queue.write { db in
        try db.execute(
          sql: "INSERT INTO items VALUES (?, ?, 'Tea', ?)",
          arguments: [id.uuidString, owner, Date()])
        try db.execute(sql: "UPDATE items SET ownerID = ? WHERE id = ?", arguments: [UUID(), id.uuidString])
      }
    } changes: {
      """
      + items(id: UUID(<1>), ownerID: UUID(<2>), title: "Tea", createdAt: Date(<1>))
      """
    }
    try assertStatements(in: queue) {
      try queue.write { db in
        try db.execute(sql: "DELETE FROM items WHERE id = ? OR ownerID = ?", arguments: [id.uuidString, owner])
      }
    } statements: {
      """
      DELETE FROM items WHERE id = 'UUID(<1>)' OR ownerID = UUID(<2>)
      """
    }
  }

  @Test func aPathNamesAColumnOfEveryRow() throws {
    let queue = try Self.database(owner: UUID())
    let snapshot = try withDumpRedactions([.path("[*].title")]) {
      try queue.read { db in
        QuerySnapshot(sql: "SELECT title FROM items ORDER BY title", in: db)
      }
    }
    #expect(snapshot.results.contains("│ String(<1>) │\n│ String(<2>) │"))
  }

  /// Like every other snapshot, a redacted database snapshot's failure names its redactions
  /// (they were applied before the check, which never saw them).
  @Test func aFailingRedactedSnapshotNamesItsRedactions() throws {
    let owner = UUID()
    let queue = try Self.database(owner: owner)
    withKnownIssue {
      withSnapshotTesting(record: .never) {
        assertQuery(
          "SELECT ownerID FROM items WHERE ownerID = ? LIMIT 1", arguments: [owner], in: queue
        ) {
          """
          SELECT ownerID FROM items WHERE ownerID = ? LIMIT 1
          -- arguments: [UUID(<1>)]
          """
        } results: {
          """
          (not these rows)
          """
        }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("(Redacted: UUID, Date)") }
    }
  }

  @Test func withoutRedactionsTheValuesShow() throws {
    let owner = UUID()
    let queue = try Self.database(owner: owner)
    let snapshot = try SnapshotRedaction.withoutRedactions {
      try queue.read { db in
        QuerySnapshot(sql: "SELECT id FROM items WHERE ownerID = ?", arguments: [owner], in: db)
      }
    }
    #expect(!snapshot.results.contains("UUID(<"))
  }
}

extension DatabaseRedactionTests {
  @Test func databaseContentsRenderRedacted() throws {
    let owner = UUID()
    let queue = try Self.database(owner: owner)
    let text = try queue.read { try DatabaseContents.read($0).rendered() }
    #expect(
      text == """
        items:
        ┌───────────┬───────────┬────────┬───────────┐
        │ id        │ ownerID   │ title  │ createdAt │
        ├───────────┼───────────┼────────┼───────────┤
        │ UUID(<1>) │ UUID(<2>) │ "Milk" │ Date(<1>) │
        │ UUID(<3>) │ UUID(<2>) │ "Eggs" │ Date(<2>) │
        └───────────┴───────────┴────────┴───────────┘
        """)
    let plain = try SnapshotRedaction.withoutRedactions {
      try queue.read { try DatabaseContents.read($0).rendered() }
    }
    #expect(plain.contains("X'"))
  }
}
