import Foundation
import GRDB
import Reminders

// The reference app's screens on a large database: each query is the app's own (never SQL
// typed again here), timed on databases of growing size, with SQLite's plan for each statement.
//
//   swift run -c release --package-path Benchmarks RemindersBenchmark [--sizes 10000,100000] [--runs 15]

struct Options {
  var sizes = [10_000, 100_000]
  var runs = 15

  init(_ arguments: [String]) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--sizes":
        sizes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
      case "--runs":
        runs = Int(iterator.next() ?? "") ?? runs
      default:
        print("unknown argument \(argument)")
      }
    }
  }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let now = Date(timeIntervalSince1970: 1_234_567_890)
let time = TimeContext(now: now, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
let targetMilliseconds = 20.0

/// One measured read of a screen.
struct Case {
  var name: String
  /// Whether the 20 ms target applies.
  var target = true
  var read: (Database) throws -> Int
}

func cases(bigListID: Int64) -> [Case] {
  var cases = [
    Case(name: "root: stats") { db in try Stats.request(today: time.today).fetchOne(db)?.all ?? 0 },
    Case(name: "root: lists") { db in try ListSummary.all.fetchAll(db).count },
    Case(name: "root: tags") { db in try TagSummary.all.fetchAll(db).count },
  ]
  // A screen fetches its first page of rows (RowPages.defaultPageSize) with a count of them
  // all: what a detail or a search reloads after every write.
  let page = RowPages.defaultPageSize
  for ordering in Ordering.allCases {
    for showCompleted in [false, true] {
      let settings = DetailSettings(showCompleted: showCompleted, ordering: ordering)
      cases.append(
        Case(name: "big list by \(ordering.rawValue)\(showCompleted ? ", completed shown" : "")") { db in
          try DetailState.fetchRows(
            db, detail: .list(id: bigListID), settings: settings, time: time, rowLimit: page
          ).totalCount
        }
      )
    }
  }
  for detail in [Detail.today, .flagged] {
    cases.append(
      Case(name: "detail: \(detail.smartListName ?? "")") { db in
        try DetailState.fetchRows(
          db, detail: detail, settings: .defaults, time: time, rowLimit: page
        ).totalCount
      }
    )
  }
  for (label, text) in [("common word", "milk"), ("rare word", "zanzibar"), ("2 characters", "qu")] {
    cases.append(
      Case(name: "search: \(label) \"\(text)\"") { db in
        try SearchResults.fetch(db, text: text, showCompleted: false, time: time, rowLimit: page)
          .totalCount
      }
    )
  }
  // Every row at once, as the command line's `show` and `search` print them: no target, for
  // what a screen would cost without its window.
  for showCompleted in [false, true] {
    let settings = DetailSettings(showCompleted: showCompleted, ordering: .dueDate)
    cases.append(
      Case(name: "all rows: big list\(showCompleted ? ", completed shown" : "")", target: false) { db in
        try DetailState.fetchRows(
          db, detail: .list(id: bigListID), settings: settings, time: time, rowLimit: nil
        ).rows.count
      }
    )
  }
  cases.append(
    Case(name: "all rows: search \"milk\"", target: false) { db in
      try SearchResults.fetch(db, text: "milk", showCompleted: false, time: time).rows.count
    }
  )
  return cases
}

/// Fills a new database: `size` reminders in size/1,000 lists (at least 10), the first list
/// holding a tenth of them, 50 tags and 1.5 links per reminder.
func makeDatabase(size: Int, at path: String) throws -> (DatabaseQueue, bigListID: Int64) {
  try? FileManager.default.removeItem(atPath: path)
  let database = try RemindersDatabase.open(at: path, sampleData: false, now: now)
  let listCount = max(10, size / 1_000)
  let words = [
    "milk", "bread", "call", "email", "report", "meeting", "garden", "invoice", "tickets",
    "dentist", "groceries", "laundry", "taxes", "birthday", "project", "review", "flowers",
  ]
  var seed: UInt64 = 42
  func next(_ bound: Int) -> Int {
    // A fixed sequence, so that every run measures the same data.
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((seed >> 33) % UInt64(bound))
  }
  try database.write { db in
    for list in 1...listCount {
      try db.execute(sql: "INSERT INTO remindersLists (title) VALUES (?)", arguments: ["List \(list)"])
    }
    for tag in 1...50 {
      try db.execute(sql: "INSERT INTO tags (title) VALUES (?)", arguments: ["tag\(tag)"])
    }
    let insert = try db.makeStatement(
      sql: """
        INSERT INTO reminders
          (remindersListID, title, notes, dueDate, isCompleted, isFlagged, priority, position)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """
    )
    let link = try db.makeStatement(sql: "INSERT OR IGNORE INTO reminderTags (reminderID, tagID) VALUES (?, ?)")
    for index in 1...size {
      let listID = index <= size / 10 ? 1 : 2 + next(listCount - 1)
      let title = "\(words[next(words.count)]) \(words[next(words.count)]) \(index)"
      // One reminder in 20,000 mentions Zanzibar: the rare word.
      let notes = index % 20_000 == 7 ? "trip to Zanzibar" : (next(3) == 0 ? words[next(words.count)] : "")
      let due: Date? = next(4) == 0 ? nil : now.addingTimeInterval(Double(next(120 * 86_400)) - 60 * 86_400)
      let priority: Int? = next(3) == 0 ? 1 + next(3) : nil
      try insert.execute(arguments: [
        listID, title, notes, due, next(3) == 0, next(10) == 0, priority, index,
      ])
      let reminderID = db.lastInsertedRowID
      for _ in 0..<(index.isMultiple(of: 2) ? 2 : 1) {
        try link.execute(arguments: [reminderID, 1 + next(50)])
      }
    }
  }
  return (database, 1)
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

/// The statements `read` runs, with SQLite's plan for each, and whether one scans a whole table.
func plans(of read: (Database) throws -> Int, in database: DatabaseQueue) throws -> [String] {
  try database.read { db in
    var statements: [String] = []
    db.trace(options: .statement) { event in
      // GRDB's own bookkeeping (`-- PRAGMA data_version`, transactions) is left out.
      if case .statement(let statement) = event, statement.sql.hasPrefix("SELECT") {
        statements.append(statement.expandedSQL)
      }
    }
    _ = try read(db)
    db.trace(options: [])
    return try statements.flatMap { sql -> [String] in
      let steps = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { row -> String in
        let detail: String = row["detail"]
        // A scan of a table without an index, where SQLite reads every row.
        // (A subquery's co-routine, such as a reminder's few tags, is no table.)
        let isFullScan = detail.hasPrefix("SCAN ") && !detail.contains("USING")
          && !detail.contains("VIRTUAL TABLE") && !detail.contains("CONSTANT ROW")
          && !detail.hasPrefix("SCAN (subquery")
        return "      \(detail)\(isFullScan ? "   <- full scan" : "")"
      }
      let oneLine = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return ["    " + String(oneLine.prefix(110)) + (oneLine.count > 110 ? "…" : "")] + steps
    }
  }
}

print("RemindersBenchmark: the app's queries, median (min–max) of \(options.runs) runs, target ≤ \(Int(targetMilliseconds)) ms")
var table: [String: [Int: Double]] = [:]
var order: [String] = []
for size in options.sizes {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-benchmark-\(size).sqlite").path
  let clock = ContinuousClock()
  var made: (DatabaseQueue, bigListID: Int64)?
  let generation = try clock.measure { made = try makeDatabase(size: size, at: path) }
  guard let (database, bigListID) = made else { break }
  let counts = try database.read { db in
    (
      try Int.fetchOne(db, sql: "SELECT count(*) FROM remindersLists") ?? 0,
      try Int.fetchOne(db, sql: "SELECT count(*) FROM reminders WHERE remindersListID = 1") ?? 0,
      try Int.fetchOne(db, sql: "SELECT count(*) FROM reminderTags") ?? 0
    )
  }
  print("\n\(size) reminders, \(counts.0) lists, 50 tags, \(counts.2) tag links; the big list holds \(counts.1) (built in \(Int(milliseconds(generation))) ms)")
  for testCase in cases(bigListID: bigListID) {
    var times: [Double] = []
    var rows = 0
    for _ in 0..<(options.runs + 2) {
      times.append(milliseconds(try clock.measure { rows = try database.read(testCase.read) }))
    }
    // The first two runs warm the statement cache and the page cache.
    let sorted = times.dropFirst(2).sorted()
    let median = sorted[sorted.count / 2]
    if table[testCase.name] == nil { order.append(testCase.name) }
    table[testCase.name, default: [:]][size] = median
    let verdict = !testCase.target || median <= targetMilliseconds ? "" : "  over target"
    print(
      "  " + testCase.name.padding(toLength: 42, withPad: " ", startingAt: 0)
        + String(format: " %8.2f ms (%.2f–%.2f)  %6d rows", median, sorted.first ?? 0, sorted.last ?? 0, rows)
        + verdict
    )
    // The plans once, at the size the targets are set for (or the first size).
    if size == (options.sizes.contains(100_000) ? 100_000 : options.sizes.first) {
      try plans(of: testCase.read, in: database).forEach { print($0) }
    }
  }
  try database.close()
  // REMINDERS_BENCHMARK_KEEP=1 leaves the database for a look with sqlite3.
  if ProcessInfo.processInfo.environment["REMINDERS_BENCHMARK_KEEP"] != nil { continue }
  try? FileManager.default.removeItem(atPath: path)
  try? FileManager.default.removeItem(atPath: path + "-wal")
  try? FileManager.default.removeItem(atPath: path + "-shm")
}

if options.sizes.count > 1 {
  print("\nGrowth (median ms)")
  print("  " + "case".padding(toLength: 42, withPad: " ", startingAt: 0) + options.sizes.map { String(format: "%12d", $0) }.joined())
  for name in order {
    let cells = options.sizes.map { size in table[name]?[size].map { String(format: "%12.2f", $0) } ?? String(repeating: " ", count: 12) }
    print("  " + name.padding(toLength: 42, withPad: " ", startingAt: 0) + cells.joined())
  }
}
