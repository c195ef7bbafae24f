import Testing
@testable import TestDatabase

@Suite struct TraceClassifierTests {
  private func start(
    _ classifier: inout TraceClassifier, _ handle: UInt, _ text: String
  ) -> (CapturedStatement.Kind, String) {
    let statement = classifier.started(handle: handle, text: text) { text }
    return (statement.kind, statement.expandedSQL)
  }

  @Test func aStatementTracedAgainWhileItRunsIsAForeignKeyAction() {
    var classifier = TraceClassifier(shadowTables: [])
    #expect(start(&classifier, 1, "DELETE FROM a WHERE id = ?") == (.issued, "DELETE FROM a WHERE id = ?"))
    #expect(start(&classifier, 1, "DELETE FROM a WHERE id = ?") == (.trigger, "-- FOREIGN KEY ACTION"))
    #expect(start(&classifier, 1, "-- TRIGGER a_deleted") == (.trigger, "-- TRIGGER a_deleted"))
    classifier.finished(handle: 1)
    // The same statement run again is the code's again.
    #expect(start(&classifier, 1, "DELETE FROM a WHERE id = ?").0 == .issued)
  }

  @Test func aStatementStartedInsideAnotherIsAnInternal() {
    var classifier = TraceClassifier(shadowTables: [])
    _ = start(&classifier, 1, "INSERT INTO notes VALUES (?)")
    #expect(start(&classifier, 2, "-- SELECT sz FROM 'main'.'notes_docsize'") == (.virtualTableInternal, "-- SELECT sz FROM 'main'.'notes_docsize'"))
  }

  @Test func aVirtualTableReadingItsConfigurationBeforeAStatementIsAnInternal() {
    var classifier = TraceClassifier(shadowTables: ["notes_config"])
    #expect(start(&classifier, 3, "PRAGMA 'main'.data_version").0 == .virtualTableInternal)
    classifier.finished(handle: 3)
    #expect(start(&classifier, 4, "SELECT k, v FROM 'main'.'notes_config'").0 == .virtualTableInternal)
    classifier.finished(handle: 4)
    #expect(start(&classifier, 5, "SELECT * FROM notes WHERE notes MATCH 'x'").0 == .issued)
  }

  @Test func bookkeepingAndTrimming() {
    var classifier = TraceClassifier(shadowTables: [])
    #expect(start(&classifier, 1, "BEGIN DEFERRED TRANSACTION").0 == .bookkeeping)
    #expect(start(&classifier, 2, "  SELECT 1;\n").1 == "SELECT 1")
  }
}
