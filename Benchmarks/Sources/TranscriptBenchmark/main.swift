import Foundation

// Usage: TranscriptBenchmark [runs]   (30 by default)
//
// What one check of `reminders lists` costs: a transcript of the built executable beside the
// same check in process, each beside its floor, on one seeded database, in one run.

let runs = CommandLine.arguments.dropFirst().lazy.compactMap { Int($0) }.first ?? 30

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ milliseconds: Double) -> String {
  String(format: milliseconds < 10 ? "%.3f ms" : "%.1f ms", milliseconds)
}

func format(difference milliseconds: Double) -> String {
  String(format: "%+.3f ms", milliseconds)
}

func format(ratio: Double) -> String {
  String(format: "%.2f×", ratio)
}

@MainActor
func runBenchmark() async throws {
  let executable = try ReleaseExecutable.find()
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("verbatim-transcript-benchmark-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  // Read by the child processes (inherited) and by the in-process runs alike. Output is plain
  // text in both: a pipe and a buffer are not terminals.
  setenv("REMINDERS_DATABASE", folder.appendingPathComponent("reminders.sqlite").path, 1)
  unsetenv("CLICOLOR_FORCE")

  // The app's first run creates the database with its sample data: the same lists every run.
  _ = try SpawnFloor.run(executable, ["lists"])
  let checks = Checks(executable: executable)
  try await checks.verify()

  let clock = ContinuousClock()
  var times: [String: [Double]] = [:]
  let names = ["transcript", "spawn floor", "in process", "in-process floor"]
  func time(_ name: String, _ work: () async throws -> Void) async rethrows {
    let start = clock.now
    try await work()
    times[name, default: []].append(milliseconds(clock.now - start))
  }
  // One round runs each once, in turn, so that the machine's load falls on all four; the
  // first round warms caches and is not counted.
  for round in 0...runs {
    await time("transcript") { checks.transcript() }
    try await time("spawn floor") { try checks.spawnFloor() }
    await time("in process") { await checks.inProcess() }
    await time("in-process floor") { await checks.inProcessFloor() }
    if round == 0 { times = [:] }
  }
  try await checks.verify()

  let medians = Dictionary(uniqueKeysWithValues: names.map { ($0, median(times[$0] ?? [])) })
  func m(_ name: String) -> Double { medians[name] ?? 0 }
  print("reminders lists, \(runs) runs of each, medians (\(executable.path)):")
  let rows = [
    ("(a) transcript of the executable, snapshot compared", "transcript"),
    ("(c) spawn it and read its output, no snapshot", "spawn floor"),
    ("(b) the same check in process", "in process"),
    ("(c) the command in process, no snapshot", "in-process floor"),
  ]
  for (title, name) in rows {
    print("  \(title.padding(toLength: 54, withPad: " ", startingAt: 0)) \(format(m(name)))")
  }
  print("  transcript ÷ in process: \(format(ratio: m("transcript") / m("in process")))")
  print(
    "  transcript ÷ its floor: \(format(ratio: m("transcript") / m("spawn floor")))"
      + " (\(format(difference: m("transcript") - m("spawn floor"))))")
  print(
    "  in process ÷ its floor: \(format(ratio: m("in process") / m("in-process floor")))"
      + " (\(format(difference: m("in process") - m("in-process floor"))))")
  print("  spawn floor ÷ in-process floor: \(format(ratio: m("spawn floor") / m("in-process floor")))")
}

do {
  try await runBenchmark()
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
