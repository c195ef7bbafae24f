import Foundation
import GRDB
import TestDatabase

// Per-test database creation, same schema, same run: clone-from-template vs migrate-and-seed.
// Each sample creates a database, reads one count from it, and releases it.

let samples = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2_000

let template = DatabaseTemplate(
  "reminders",
  migrator: RemindersSchema.migrator,
  seed: RemindersSchema.seed
)

func cloneFromTemplate() throws -> Int {
  let clone = try template.makeClone()
  return try clone.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reminders") ?? 0 }
}

func migrateAndSeed() throws -> Int {
  var configuration = Configuration()
  configuration.publicStatementArguments = true
  let inputs = DeterministicInputs(clock: .january2026, uuid: .incrementing)
  let queue = try DatabaseQueue(configuration: configuration)
  queue.inDatabase { DeterministicFunctions.register(in: $0, inputs: inputs) }
  try RemindersSchema.migrator.migrate(queue)
  try queue.write { db in
    try RemindersSchema.seed(db, inputs)
    try db.checkForeignKeys()
  }
  return try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reminders") ?? 0 }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

do {
  try template.prepare()
  // Warm up both paths (allocators, statement caches, page cache).
  for _ in 0..<100 {
    _ = try cloneFromTemplate()
    _ = try migrateAndSeed()
  }
  let clock = ContinuousClock()
  var cloneTimes: [Double] = []
  var migrateTimes: [Double] = []
  // Alternating blocks, so that both paths see the same machine load, each in steady state.
  let blockSize = 50
  for _ in 0..<max(1, samples / blockSize) {
    for _ in 0..<blockSize {
      var count = 0
      cloneTimes.append(milliseconds(try clock.measure { count = try cloneFromTemplate() }))
      guard count == 24 else { throw BenchmarkError.wrongCount(count) }
    }
    for _ in 0..<blockSize {
      var count = 0
      migrateTimes.append(milliseconds(try clock.measure { count = try migrateAndSeed() }))
      guard count == 24 else { throw BenchmarkError.wrongCount(count) }
    }
  }
  let clone = median(cloneTimes)
  let migrate = median(migrateTimes)
  print("TestDatabase: fresh database per test, reminders-like schema (5 tables, 50 rows)")
  print("median of \(cloneTimes.count) samples each, in alternating blocks of \(blockSize)")
  print(String(format: "  clone from template (backup API): %.3f ms", clone))
  print(String(format: "  migrate and seed:                 %.3f ms", migrate))
  print(String(format: "  ratio: clone is %.1f× faster", migrate / clone))
} catch {
  print("Benchmark failed: \(error)")
  exit(1)
}

enum BenchmarkError: Error {
  case wrongCount(Int)
}
