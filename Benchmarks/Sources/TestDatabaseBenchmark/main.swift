import Foundation
import GRDB
import TestDatabase

// Per-test database creation, same schema, same run: clone-from-template, SQLite's floor for a
// copy (open, copy the pages, run the statement), and migrate-and-seed. Each sample creates a
// database, reads one count from it, and releases it. Then clones on two threads at once.

let samples = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2_000
let countSQL = "SELECT count(*) FROM reminders"

let template = DatabaseTemplate(
  "reminders",
  migrator: RemindersSchema.migrator,
  seed: RemindersSchema.seed
)

func cloneFromTemplate() throws -> Int {
  let clone = try template.makeClone()
  return try clone.read { try Int.fetchOne($0, sql: countSQL) ?? 0 }
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
  return try queue.read { try Int.fetchOne($0, sql: countSQL) ?? 0 }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

// Times `work` `count` times, checking the count it reads.
func measure(_ count: Int, _ work: () throws -> Int) throws -> [Double] {
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<count {
    var rows = 0
    times.append(milliseconds(try clock.measure { rows = try work() }))
    guard rows == 24 else { throw BenchmarkError.wrongCount(rows) }
  }
  return times
}

// The median time of one clone while `threads` threads each make clones.
func concurrentClones(threads: Int, perThread: Int) throws -> Double {
  let times = Locked([Double]())
  let failure = Locked<(any Error)?>(nil)
  let group = DispatchGroup()
  for _ in 0..<threads {
    group.enter()
    Thread.detachNewThread {
      defer { group.leave() }
      do {
        let own = try measure(perThread, cloneFromTemplate)
        times.withLock { $0 += own }
      } catch {
        failure.withLock { $0 = error }
      }
    }
  }
  group.wait()
  if let error = failure.withLock({ $0 }) { throw error }
  return median(times.withLock { $0 })
}

final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

do {
  try template.prepare()
  let floor = try template.makeClone().read { try SQLiteFloor(copying: $0) }
  // Warm up every path (allocators, statement caches, page cache).
  for _ in 0..<100 {
    _ = try cloneFromTemplate()
    _ = try floor.run(countSQL)
    _ = try migrateAndSeed()
  }
  var cloneTimes: [Double] = []
  var floorTimes: [Double] = []
  var migrateTimes: [Double] = []
  // Alternating blocks, so that every path sees the same machine load, each in steady state.
  let blockSize = 50
  for _ in 0..<max(1, samples / blockSize) {
    cloneTimes += try measure(blockSize, cloneFromTemplate)
    floorTimes += try measure(blockSize) { try floor.run(countSQL) }
    migrateTimes += try measure(blockSize, migrateAndSeed)
  }
  let clone = median(cloneTimes)
  let floorTime = median(floorTimes)
  let migrate = median(migrateTimes)
  let twoThreads = try concurrentClones(threads: 2, perThread: samples)
  print("TestDatabase: fresh database per test, reminders-like schema (5 tables, 50 rows)")
  print("median of \(cloneTimes.count) samples each, in alternating blocks of \(blockSize)")
  print(String(format: "  clone from template:                  %.3f ms", clone))
  print(String(format: "  SQLite's floor (open, copy, query):   %.3f ms", floorTime))
  print(String(format: "  migrate and seed:                     %.3f ms", migrate))
  print(String(format: "  clone / floor: %.2f×; migrate and seed / clone: %.1f×", clone / floorTime, migrate / clone))
  print(String(format: "  clone on each of 2 threads at once:   %.3f ms (median of %d)", twoThreads, 2 * samples))
} catch {
  print("Benchmark failed: \(error)")
  exit(1)
}

enum BenchmarkError: Error {
  case wrongCount(Int)
}
