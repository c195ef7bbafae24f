import Foundation

// Usage: InlineSnapshotBenchmark [runs] [--only recording|difference|passing] [--verbatim PATH]
//                                                 measure both libraries, print tables
//        InlineSnapshotBenchmark prepare NAME     write a scenario's files, to profile a child
//        InlineSnapshotBenchmark child LIB NAME   (internal) record one scenario and exit

let arguments = CommandLine.arguments

if arguments.count == 4, arguments[1] == "child", let scenario = Scenario.named(arguments[3]) {
  ExitTimer.start()
  if arguments[2] == "project" {
    recordWithProject(scenario)
  } else {
    recordWithPeer(scenario)
  }
  ExitTimer.markWriteStart()
  exit(0)
}

if arguments.count == 3, arguments[1] == "prepare", let scenario = Scenario.named(arguments[2]) {
  try scenario.writeFiles()
  try ChildBinary.prepare(for: scenario)
  print(ChildBinary.path)
  exit(0)
}

let runs = arguments.dropFirst().lazy.compactMap { Int($0) }.first ?? 5

/// The value after an option, as in `--only passing`.
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

let only = option("--only")
func selected(_ section: String) -> Bool {
  only == nil || only == section
}

/// One child process: generate the files, record them all, report (total, write) seconds.
func measure(_ library: String, _ scenario: Scenario) throws -> (total: Double, write: Double) {
  try scenario.writeFiles()
  try ChildBinary.prepare(for: scenario)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: ChildBinary.path)
  process.arguments = ["child", library, scenario.name]
  var environment = ProcessInfo.processInfo.environment
  environment["SNAPSHOT_TESTING_RECORD"] = "all"
  environment["CI"] = nil
  process.environment = environment
  let output = Pipe()
  process.standardOutput = output
  // Kept, not discarded: what the libraries report is why a child recorded nothing.
  let errorsPath = "\(BenchmarkPaths.directory)/child-errors.txt"
  FileManager.default.createFile(atPath: errorsPath, contents: nil)
  process.standardError = FileHandle(forWritingAtPath: errorsPath)
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  func failure(_ problem: String) -> BenchmarkError {
    let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    let head = errors.split(separator: "\n").prefix(5).joined(separator: "\n")
    return BenchmarkError(message: "\(library) \(problem); its standard error began:\n\(head)")
  }
  let fields = String(decoding: data, as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
    .suffix(2)
    .compactMap { Double($0) }
  guard process.terminationStatus == 0, fields.count == 2 else {
    throw failure("child printed no timing (status \(process.terminationStatus))")
  }
  guard scenario.recordedEverything() else {
    throw failure("did not record every snapshot of \(scenario.name)")
  }
  return (fields[0] / 1e9, fields[1] / 1e9)
}

struct BenchmarkError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

func milliseconds(_ seconds: Double) -> String {
  String(format: "%8.1f ms", seconds * 1000)
}

var allFaster = true

if selected("recording") {
  print("\nInlineSnapshot vs InlineSnapshotTesting 1.19.7: recording every snapshot (record: .all)")
  print("median of \(runs) runs per library, each in a fresh process on fresh files\n")
  print("scenario                                    | Verbatim total (write) | peer total (write)   | peer/Verbatim")
  do {
    for scenario in Scenario.all {
      var project: [(total: Double, write: Double)] = []
      var peer: [(total: Double, write: Double)] = []
      for _ in 0..<runs {
        project.append(try measure("project", scenario))
        peer.append(try measure("peer", scenario))
      }
      let projectTotal = median(project.map(\.total))
      let peerTotal = median(peer.map(\.total))
      let ratio = peerTotal / projectTotal
      allFaster = allFaster && ratio >= 1
      print(
        scenario.name.padding(toLength: 44, withPad: " ", startingAt: 0),
        "|", milliseconds(projectTotal), "(\(milliseconds(median(project.map(\.write))).trimmingCharacters(in: .whitespaces)))",
        "|", milliseconds(peerTotal), "(\(milliseconds(median(peer.map(\.write))).trimmingCharacters(in: .whitespaces)))",
        "|", String(format: "%.2f×", ratio)
      )
    }
  } catch {
    print("benchmark failed: \(error)")
    exit(1)
  }

}

if selected("difference") {
  print("\nThe difference a failing snapshot shows: median of \(runs) runs per library, in this process\n")
  print("case                                        | Verbatim    | peer        | peer/Verbatim")
  for rows in [1_000, 2_000] {
    let difference = FailureDifference(rows: rows)
    guard let projectPatch = difference.project(), difference.peer() != nil,
      projectPatch.contains("+row \(rows / 2)!")
    else {
      print("benchmark failed: no difference shown for \(difference.name)")
      exit(1)
    }
    let clock = ContinuousClock()
    func seconds(_ body: () -> String?) -> Double {
      let duration = clock.measure { _ = body() }
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    let projectTime = median((0..<runs).map { _ in seconds(difference.project) })
    let peerTime = median((0..<runs).map { _ in seconds(difference.peer) })
    allFaster = allFaster && peerTime >= projectTime
    print(
      difference.name.padding(toLength: 44, withPad: " ", startingAt: 0),
      "|", milliseconds(projectTime), "|", milliseconds(peerTime),
      "|", String(format: "%.2f×", peerTime / projectTime)
    )
  }
}

if selected("passing") {
  print("\nPassing assertInlineSnapshot(of:as: .customDump) and assertSnapshot(of:as: .customDump),")
  print("\(PassingAssertions.calls) calls of each in \(PassingAssertions.files) files, in a test process; median of \(runs) runs of each, per call")
  print("after the baseline (the same tests without assertions), serial tests\n")
  do {
    let benchmark = PassingAssertions(verbatimPath: option("--verbatim") ?? PassingAssertions.thisCheckout)
    let met = try benchmark.measure(runs: runs)
    print(
      met
        ? "\nTargets met: inline snapshots 1.5× faster or more, file snapshots no slower."
        : "\nTarget NOT met: inline snapshots under 1.5× or file snapshots slower.")
  } catch {
    print("benchmark failed: \(error)")
    exit(1)
  }
}

if selected("recording") || selected("difference") {
  print(allFaster ? "\nTarget met: Verbatim is no slower than the peer." : "\nTarget NOT met.")
}
try? FileManager.default.removeItem(atPath: BenchmarkPaths.directory)
