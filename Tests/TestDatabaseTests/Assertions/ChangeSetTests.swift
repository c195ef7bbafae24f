import GRDB
import Testing
import TestDatabase

@Suite struct ChangeSetTests {
  private func books(_ rows: [[(any DatabaseValueConvertible)?]]) -> DatabaseContents {
    DatabaseContents(tables: [
      .init(
        name: "books",
        columns: ["id", "title", "year"],
        keyColumns: ["id"],
        rows: rows.map { $0.map { $0?.databaseValue ?? .null } }
      )
    ])
  }

  private func value(_ value: (any DatabaseValueConvertible)?) -> DatabaseValue {
    value?.databaseValue ?? .null
  }

  @Test func matchesRowsByKey() {
    let before = books([
      [1, "Dune", 1965],
      [2, "Emma", 1815],
    ])
    let after = books([
      [3, "Tehanu", nil],
      [1, "Dune", 1966],
    ])
    let changes = ChangeSet(from: before, to: after)
    #expect(changes.tables.map(\.rows) == [[
      .updated(
        key: [.init("id", value(1))],
        changes: [.init("year", before: value(1965), after: value(1966))]
      ),
      .deleted([.init("id", value(2)), .init("title", value("Emma")), .init("year", value(1815))]),
      .inserted([.init("id", value(3)), .init("title", value("Tehanu")), .init("year", .null)]),
    ]])
    #expect(changes.rendered() == """
        books(id: 1)
      -   year: 1965
      +   year: 1966
      - books(id: 2, title: "Emma", year: 1815)
      + books(id: 3, title: "Tehanu", year: NULL)
      """)
  }

  @Test func identicalContentsHaveNoChanges() {
    let contents = books([[1, "Dune", 1965]])
    let changes = ChangeSet(from: contents, to: contents)
    #expect(changes.isEmpty)
    #expect(changes.rendered() == "(No changes)")
  }

  @Test func typeChangeIsAChange() {
    let changes = ChangeSet(from: books([[1, "1", 1965]]), to: books([[1, 1, 1965]]))
    #expect(changes.rendered() == """
        books(id: 1)
      -   title: "1"
      +   title: 1
      """)
  }

  @Test func multilineTextStaysOnOneLine() {
    let changes = ChangeSet(from: books([]), to: books([[1, "Line\nbreak", nil]]))
    #expect(changes.rendered() == #"+ books(id: 1, title: "Line\nbreak", year: NULL)"#)
  }

  @Test func readsRowidTablesAndCompositeKeys() throws {
    let queue = try DatabaseQueue()
    let contents = try queue.write { db in
      try db.execute(sql: """
        CREATE TABLE notes (body TEXT);
        CREATE TABLE tags (book INTEGER, tag TEXT, PRIMARY KEY (book, tag)) WITHOUT ROWID;
        INSERT INTO notes VALUES ('hello');
        INSERT INTO tags VALUES (1, 'sf');
        """)
      return try DatabaseContents.read(db)
    }
    #expect(contents.tables == [
      .init(name: "notes", columns: ["rowid", "body"], keyColumns: ["rowid"], rows: [[value(1), value("hello")]]),
      .init(name: "tags", columns: ["book", "tag"], keyColumns: ["book", "tag"], rows: [[value(1), value("sf")]]),
    ])
  }

  @Test func aFullTextTableShowsItsRowsButNotItsShadowTables() throws {
    let queue = try DatabaseQueue()
    let contents = try queue.write { db in
      try db.execute(sql: """
        CREATE VIRTUAL TABLE documents USING fts5(body);
        INSERT INTO documents (body) VALUES ('hello world');
        """)
      return try DatabaseContents.read(db)
    }
    #expect(contents.tables.map(\.name) == ["documents"])
    #expect(contents.tables.first?.rows == [[value(1), value("hello world")]])
  }
}
