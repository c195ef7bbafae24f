import Foundation
import GRDB
import Testing
import TestDatabase

@Suite struct DeterministicInputsTests {
  @Test func sqlFunctionsAnswerFromThePinnedInputs() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    let row = try clone.read { try Row.fetchOne($0, sql: "SELECT now() AS now, uuid() AS uuid") }
    #expect(row?["now"] == "2026-01-01 00:00:00.000")
    // The seed used UUID 1, so each clone continues at 2.
    #expect(row?["uuid"] == "00000000-0000-0000-0000-000000000002")
    #expect(clone.inputs.uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000003"))
  }

  @Test func clonesContinueTheSequenceIndependently() throws {
    let first = try DatabaseTemplate.library.makeClone()
    let second = try DatabaseTemplate.library.makeClone()
    _ = first.inputs.uuid()
    #expect(first.inputs.uuid().uuidString.hasSuffix("03"))
    #expect(second.inputs.uuid().uuidString.hasSuffix("02"))
  }

  @Test func seedSeesTheSameInputs() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    let seeded = try clone.read { db in
      try Row.fetchOne(db, sql: "SELECT (SELECT addedAt FROM books WHERE id = 1) AS addedAt, code FROM loans")
    }
    #expect(seeded?["addedAt"] == "2026-01-01 00:00:00.000")
    #expect(seeded?["code"] == "00000000-0000-0000-0000-000000000001")
  }

  @Test func steppingClockMovesForwardPerDatabase() throws {
    let template = DatabaseTemplate(
      "stepping",
      clock: .stepping(from: Date(timeIntervalSince1970: 0), by: 60),
      migrator: DatabaseMigrator()
    ) { _, inputs in
      _ = inputs.now()
    }
    let first = try template.makeClone()
    let second = try template.makeClone()
    let firstReadings = [first.inputs.now(), first.inputs.now()].map(\.timeIntervalSince1970)
    let secondReading = try second.read { try String.fetchOne($0, sql: "SELECT now()") }
    #expect(firstReadings == [60, 120])
    #expect(secondReading == "1970-01-01 00:01:00.000")
  }

  @Test func incrementingUUIDsCountInHexadecimal() {
    let inputs = DeterministicInputs(clock: .system, uuid: .incrementing)
    let uuids = (0..<17).map { _ in inputs.uuid().uuidString }
    #expect(uuids.first == "00000000-0000-0000-0000-000000000001")
    #expect(uuids.last == "00000000-0000-0000-0000-000000000011")
  }

  @Test func customGeneratorReceivesTheIndex() {
    let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")
    let inputs = DeterministicInputs(clock: .system, uuid: .custom { $0 == 1 ? fixed ?? UUID() : UUID() })
    _ = inputs.uuid()
    #expect(inputs.uuid() == fixed)
  }
}
