import GRDB
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct QuerySnapshotTests {
  @Test func describesSQLAndRows() throws {
    let snapshot = try DatabaseClone.current.read { db in
      QuerySnapshot(
        sql: "SELECT id, title, year FROM books WHERE authorID = ? ORDER BY id",
        arguments: [1],
        in: db
      )
    }
    #expect(snapshot.sql == """
      SELECT id, title, year FROM books WHERE authorID = ? ORDER BY id
      -- arguments: [1]
      """)
    #expect(snapshot.results == """
      ┌────┬────────────────────────┬──────┐
      │ id │ title                  │ year │
      ├────┼────────────────────────┼──────┤
      │ 1  │ "A Wizard of Earthsea" │ 1968 │
      │ 2  │ "The Dispossessed"     │ 1974 │
      └────┴────────────────────────┴──────┘
      """)
  }

  @Test func queryInterfaceRequests() throws {
    let snapshot = try DatabaseClone.current.read { db in
      QuerySnapshot(Table("authors").select(Column("name")).order(Column("name")), in: db)
    }
    #expect(snapshot.sql == #"SELECT "name" FROM "authors" ORDER BY "name""#)
    #expect(snapshot.results.contains(#"│ "Frank Herbert"     │"#))
  }

  @Test func prefetchedAssociationsShowTheirStatementsAndRows() throws {
    let authors = Table("authors")
    let books = authors.hasMany(Table("books"))
    let snapshot = try DatabaseClone.current.read { db in
      QuerySnapshot(authors.filter(Column("id") == 1).including(all: books), in: db)
    }
    let statements = snapshot.sql.split(separator: "\n")
    #expect(statements.count == 3)
    #expect(statements.last?.contains(#"FROM "books""#) == true)
    #expect(snapshot.results.contains("books (prefetched):"))
    #expect(snapshot.results.contains(#""A Wizard of Earthsea""#))
  }

  @Test func tabsAndControlCharactersAreEscapedSoColumnsStayAligned() throws {
    let snapshot = try DatabaseClone.current.read { db in
      QuerySnapshot(sql: "SELECT ? AS a, 'x' AS b", arguments: ["1\t2\r3\u{1B}"], in: db)
    }
    #expect(snapshot.results == #"""
      ┌─────────────────┬─────┐
      │ a               │ b   │
      ├─────────────────┼─────┤
      │ "1\t2\r3\u{1B}" │ "x" │
      └─────────────────┴─────┘
      """#)
  }

  @Test func typedValues() throws {
    let snapshot = try DatabaseClone.current.read { db in
      QuerySnapshot(sql: "SELECT NULL AS a, 1.5 AS b, '1' AS c, x'00ff' AS d, 'say \"hi\"' AS e", in: db)
    }
    #expect(snapshot.results == """
      ┌──────┬─────┬─────┬─────────┬──────────────┐
      │ a    │ b   │ c   │ d       │ e            │
      ├──────┼─────┼─────┼─────────┼──────────────┤
      │ NULL │ 1.5 │ "1" │ X'00FF' │ "say \\"hi\\"" │
      └──────┴─────┴─────┴─────────┴──────────────┘
      """)
  }

  @Test func emptyResultsAndErrorsAreText() throws {
    let (empty, failing) = try DatabaseClone.current.read { db in
      (
        QuerySnapshot(sql: "SELECT * FROM books WHERE id = 99", in: db),
        QuerySnapshot(sql: "SELECT nope FROM books", in: db)
      )
    }
    #expect(empty.results == "(No results)")
    #expect(failing.sql == "SELECT nope FROM books")
    #expect(failing.results.contains("no such column: nope"))
    #expect(failing.results.contains("SELECT nope FROM books"))
  }
}
