import Foundation

// Runs each case for both libraries on the same values and prints times and speed-ups.
// Run with: swift run -c release --package-path Benchmarks DumpBenchmark

let records = Record.sample(count: 3_000)
let everyTenthChanged = Record.changingEvery(10, of: records)
let reversed = Array(records.reversed())

struct Case {
  var title: String
  var target: Double
  var runs: Int
  var peerRuns: Int
  var work: (Subject) -> String?
}

let cases = [
  Case(
    title: "dump 3,000 records", target: 10, runs: 9, peerRuns: 3,
    work: { $0.dump(records) }
  ),
  Case(
    title: "diff 3,000 records, every 10th changed", target: 10, runs: 9, peerRuns: 3,
    work: { $0.diff(records, everyTenthChanged) }
  ),
  Case(
    title: "diff 3,000 records against their reverse", target: 100, runs: 5, peerRuns: 0,
    work: { $0.diff(records, reversed) }
  ),
]

func lineCount(_ text: String?) -> Int {
  text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
}

func format(_ duration: Duration) -> String {
  let milliseconds = duration.seconds * 1_000
  return milliseconds < 10
    ? "\((milliseconds * 100).rounded() / 100) ms"
    : "\(milliseconds.rounded()) ms"
}

// `DumpBenchmark --profile N` runs only Dump's side of case N, 20 times, for a profiler.
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--profile", let index = Int(arguments[2]),
  cases.indices.contains(index)
{
  for _ in 1..<20 { _ = cases[index].work(.verbatim) }
  print(lineCount(cases[index].work(.verbatim)))
  exit(0)
}

var allMet = true
for benchmark in cases {
  let ours = Measurement.median(runs: benchmark.runs) { benchmark.work(.verbatim) }
  let peer =
    benchmark.peerRuns == 0
    ? Measurement.once { benchmark.work(.peer) }
    : Measurement.median(runs: benchmark.peerRuns) { benchmark.work(.peer) }
  let speedUp = peer.duration.seconds / max(ours.duration.seconds, 1e-9)
  let met = speedUp >= benchmark.target
  allMet = allMet && met
  print(benchmark.title)
  print("  \(Subject.verbatim.name): \(format(ours.duration)) (median of \(benchmark.runs))")
  print(
    "  \(Subject.peer.name): \(format(peer.duration))"
      + (benchmark.peerRuns == 0 ? " (one run)" : " (median of \(benchmark.peerRuns))")
  )
  print(
    "  speed-up: \((speedUp * 10).rounded() / 10)× (target ≥ \(Int(benchmark.target))×)"
      + (met ? "" : "  MISSED")
  )
  print("  output lines: \(lineCount(ours.result)) vs \(lineCount(peer.result))")
}
print(allMet ? "All targets met." : "Some targets missed.")
