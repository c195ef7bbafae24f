import Foundation

// Runs each case for both libraries on the same values and prints times and speed-ups.
// Run with: swift run -c release --package-path Benchmarks DumpBenchmark

struct Case {
  var title: String
  var target: Double
  var runs: Int
  var peerRuns: Int
  var work: (any Subject.Type) -> String?
}

/// The three cases on one data set: dump, diff with every 10th element changed, diff against
/// the reverse (the peer's takes seconds, so it runs once).
func casesOf<Element: Equatable & Sendable>(
  _ name: String, _ elements: [Element], changingEvery: ([Element]) -> [Element]
) -> [Case] {
  let everyTenthChanged = changingEvery(elements)
  let reversed = Array(elements.reversed())
  return [
    Case(
      title: "dump 3,000 \(name)", target: 10, runs: 9, peerRuns: 5,
      work: { $0.dump(elements) }
    ),
    Case(
      title: "diff 3,000 \(name), every 10th changed", target: 10, runs: 9, peerRuns: 5,
      work: { $0.diff(elements, everyTenthChanged) }
    ),
    Case(
      title: "diff 3,000 \(name) against their reverse", target: 100, runs: 5, peerRuns: 0,
      work: { $0.diff(elements, reversed) }
    ),
  ]
}

let cases =
  casesOf(
    "records", Record.sample(count: 3_000),
    changingEvery: { Record.changingEvery(10, of: $0) })
  + casesOf(
    "reminders", Reminder.sample(count: 3_000),
    changingEvery: { Reminder.changingEvery(10, of: $0) })

func lineCount(_ text: String?) -> Int {
  text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
}

func format(_ duration: Duration) -> String {
  let milliseconds = duration.seconds * 1_000
  return milliseconds < 10
    ? "\((milliseconds * 100).rounded() / 100) ms"
    : "\((milliseconds * 10).rounded() / 10) ms"
}

// `DumpBenchmark --profile N [--print] [--runs K]` runs only Dump's side of case N (0–5), K
// times (20 by default), for a profiler (and prints its output).
let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--profile", let index = Int(arguments[2]),
  cases.indices.contains(index)
{
  let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 20
  for _ in 1..<max(runs, 1) { _ = cases[index].work(Verbatim.self) }
  let output = cases[index].work(Verbatim.self)
  if arguments.contains("--print") { print(output ?? "") }
  print(lineCount(output))
  exit(0)
}

// `DumpBenchmark --only N` measures case N alone; `--ours` times Dump alone, without the peer.
let selected =
  arguments.count == 3 && arguments[1] == "--only"
  ? Int(arguments[2]).map { cases.indices.contains($0) ? [cases[$0]] : [] } ?? []
  : cases
let measuresPeer = !arguments.contains("--ours")

var allMet = true
for benchmark in selected {
  if !measuresPeer {
    let (ours, _) = Measurement.sideBySide(
      runs: benchmark.runs, theirRuns: -1, ours: { benchmark.work(Verbatim.self) },
      theirs: { nil })
    print("\(benchmark.title): \(format(ours.duration)), \(lineCount(ours.result)) lines")
    continue
  }
  let (ours, peer) = Measurement.sideBySide(
    runs: benchmark.runs,
    theirRuns: benchmark.peerRuns,
    ours: { benchmark.work(Verbatim.self) },
    theirs: { benchmark.work(Peer.self) }
  )
  let (floor, _) = Measurement.sideBySide(
    runs: benchmark.runs, theirRuns: -1, ours: { benchmark.work(MirrorFloor.self) },
    theirs: { nil })
  let speedUp = peer.duration.seconds / max(ours.duration.seconds, 1e-9)
  let floorSpeedUp = peer.duration.seconds / max(floor.duration.seconds, 1e-9)
  let met = speedUp >= benchmark.target
  allMet = allMet && met
  print(benchmark.title)
  print("  \(Verbatim.name): \(format(ours.duration)) (median of \(benchmark.runs))")
  print(
    "  \(Peer.name): \(format(peer.duration))"
      + (benchmark.peerRuns == 0 ? " (one run)" : " (median of \(benchmark.peerRuns))")
  )
  print(
    "  speed-up: \((speedUp * 10).rounded() / 10)× (target ≥ \(Int(benchmark.target))×)"
      + (met ? "" : "  MISSED")
  )
  print(
    "  \(MirrorFloor.name): \(format(floor.duration)), so no Mirror-based library can be more"
      + " than \((floorSpeedUp * 10).rounded() / 10)× faster here")
  print(
    "  output lines: \(lineCount(ours.result)) vs \(lineCount(peer.result))"
      + (ours.result == peer.result ? " (identical text)" : " (texts differ)")
  )
}
if measuresPeer {
  print(allMet ? "All targets met." : "Some targets missed.")
}
