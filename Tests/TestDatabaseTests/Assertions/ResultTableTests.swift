import Testing
import TestDatabase

@Suite struct ResultTableTests {
  @Test func drawsHeaderAndRows() {
    let table = ResultTable(columns: ["id", "title"], rows: [["1", "\"Dune\""], ["12", "\"Emma\""]])
    #expect(table.rendered() == """
      ┌────┬────────┐
      │ id │ title  │
      ├────┼────────┤
      │ 1  │ "Dune" │
      │ 12 │ "Emma" │
      └────┴────────┘
      """)
  }

  @Test func multilineCellsSeparateRows() {
    let table = ResultTable(columns: ["id", "note"], rows: [["1", "\"first\nsecond\""], ["2", "NULL"]])
    #expect(table.rendered() == """
      ┌────┬─────────┐
      │ id │ note    │
      ├────┼─────────┤
      │ 1  │ "first  │
      │    │ second" │
      ├────┼─────────┤
      │ 2  │ NULL    │
      └────┴─────────┘
      """)
  }

  @Test func wideCharactersTakeTwoColumns() {
    let table = ResultTable(
      columns: ["title"], rows: [["\"東京\""], ["\"Café 🎉\""], ["\"❤️ x\""], ["\"ok\""]])
    #expect(table.rendered() == """
      ┌───────────┐
      │ title     │
      ├───────────┤
      │ "東京"    │
      │ "Café 🎉" │
      │ "❤️ x"    │
      │ "ok"      │
      └───────────┘
      """)
  }

  @Test func noRowsReadsNoResults() {
    #expect(ResultTable(columns: ["id"], rows: []).rendered() == "(No results)")
  }

  @Test func shortRowsArePadded() {
    let table = ResultTable(columns: ["a", "b"], rows: [["1"]])
    #expect(table.rendered() == """
      ┌───┬───┐
      │ a │ b │
      ├───┼───┤
      │ 1 │   │
      └───┴───┘
      """)
  }
}
