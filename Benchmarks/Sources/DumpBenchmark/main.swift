import Foundation

// Runs each case for both libraries and the Mirror floor on the same values and prints times,
// speed-ups and whether each target is met.
// Run with: swift run -c release --package-path Benchmarks DumpBenchmark

/// What a case is held to (issue 22).
enum Goal {
  /// Within 1.3× of the Mirror floor's time: every dump, every diff of 1,000+ elements.
  case floor
  /// No more than 10% more instructions than before (compared by hand with the README's
  /// figures): small values.
  case small
}

struct Case {
  var title: String
  var goal: Goal
  var runs: Int
  var peerRuns: Int
  var work: (any Subject.Type) -> String?
}

/// The three cases on one value: dump, diff with every 10th element changed, diff against
/// the reverse (the peer's takes seconds, so it runs once).
///
/// `reversed` is the worst case of the shape: for sets and dictionaries, whose order means
/// nothing, every element changed instead.
func casesOf<Value>(
  _ name: String, _ value: Value, everyTenthChanged: Value, reversed: Value,
  reversedTitle: String = "against the reverse"
) -> [Case] {
  [
    Case(
      title: "dump \(name)", goal: .floor, runs: 9, peerRuns: 5,
      work: { $0.dump(value) }
    ),
    Case(
      title: "diff \(name), every 10th changed", goal: .floor, runs: 9, peerRuns: 5,
      work: { $0.diff(value, everyTenthChanged) }
    ),
    Case(
      title: "diff \(name) \(reversedTitle)", goal: .floor, runs: 5, peerRuns: 0,
      work: { $0.diff(value, reversed) }
    ),
  ]
}

func casesOf<Element>(
  _ name: String, _ elements: [Element], changingEvery: ([Element]) -> [Element]
) -> [Case] {
  casesOf(
    name, elements, everyTenthChanged: changingEvery(elements),
    reversed: Array(elements.reversed()))
}

/// Small values as unit tests compare them, each operation repeated `repeats` times per run.
func smallCasesOf<Value>(
  _ name: String, _ value: Value, everyTenthChanged: Value, reversed: Value?, repeats: Int
) -> [Case] {
  func repeated(_ work: @escaping (any Subject.Type) -> String?) -> (any Subject.Type) -> String? {
    { subject in
      var last: String?
      for _ in 0..<repeats { last = work(subject) }
      return last
    }
  }
  let times = "×\(repeats.formatted())"
  var cases = [
    Case(
      title: "dump \(name) \(times)", goal: .small, runs: 9, peerRuns: 5,
      work: repeated { $0.dump(value) }),
    Case(
      title: "diff \(name), changed \(times)", goal: .small, runs: 9, peerRuns: 5,
      work: repeated { $0.diff(value, everyTenthChanged) }),
  ]
  if let reversed {
    cases.append(
      Case(
        title: "diff \(name) against the reverse \(times)", goal: .small, runs: 9, peerRuns: 5,
        work: repeated { $0.diff(value, reversed) }))
  }
  return cases
}

let records = Record.sample(count: 3_000)
let rows = Row.sample(count: 3_000)
// The peer sorts sets by comparing dumps: 3,000 labels take it 20 s a run.
let labels = Label.sample(count: 1_000)

let cases =
  // The first six, by number, as in earlier versions.
  casesOf("3,000 records", records, changingEvery: { Record.changingEvery(10, of: $0) })
  + casesOf(
    "3,000 reminders", Reminder.sample(count: 3_000),
    changingEvery: { Reminder.changingEvery(10, of: $0) })
  + casesOf("3,000 rows", rows, changingEvery: { Row.changingEvery(10, of: $0) })
  + casesOf(
    "3,000 non-Equatable rows", rows.map(PlainRow.init),
    changingEvery: { _ in Row.changingEvery(10, of: rows).map(PlainRow.init) })
  + casesOf("3,000 enum items", Item.sample(count: 3_000)) { Item.changingEvery(10, of: $0) }
  + casesOf("3,000 optional records", Record.optionalSample(count: 3_000)) {
    Record.changingEvery(10, of: $0)
  }
  + casesOf(
    "300 arrays of 10 records", Record.grouped(records, size: 10),
    everyTenthChanged: Record.grouped(Record.changingEvery(10, of: records), size: 10),
    reversed: Record.grouped(records.reversed(), size: 10))
  + casesOf(
    "a dictionary of 3,000 rows", Dictionary(uniqueKeysWithValues: rows.map { ($0.record.id, $0) }),
    everyTenthChanged: Dictionary(
      uniqueKeysWithValues: Row.changingEvery(10, of: rows).map { ($0.record.id, $0) }),
    reversed: Dictionary(
      uniqueKeysWithValues: Row.changingEvery(1, of: rows).map { ($0.record.id, $0) }),
    reversedTitle: "with every value changed")
  + casesOf(
    "a set of 1,000 labels", Set(labels),
    everyTenthChanged: Set(Label.changingEvery(10, of: labels)),
    reversed: Set(Label.changingEvery(1, of: labels)),
    reversedTitle: "with every element changed")
  + smallCasesOf(
    "a five-field struct", Profile.sample, everyTenthChanged: Profile.edited, reversed: nil,
    repeats: 1_000)
  + smallCasesOf(
    "10 rows", Array(rows.prefix(10)),
    everyTenthChanged: Row.changingEvery(10, of: Array(rows.prefix(10))),
    reversed: Array(rows.prefix(10).reversed()), repeats: 100)
  + smallCasesOf(
    "50 rows", Array(rows.prefix(50)),
    everyTenthChanged: Row.changingEvery(10, of: Array(rows.prefix(50))),
    reversed: Array(rows.prefix(50).reversed()), repeats: 20)

func lineCount(_ text: String?) -> Int {
  text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
}

func format(_ duration: Duration) -> String {
  let milliseconds = duration.seconds * 1_000
  return milliseconds < 10
    ? "\((milliseconds * 100).rounded() / 100) ms"
    : "\((milliseconds * 10).rounded() / 10) ms"
}

func ratio(_ value: Double) -> String {
  "\(value < 10 ? (value * 100).rounded() / 100 : (value * 10).rounded() / 10)×"
}

#if DEBUG
  let build = "debug"
#else
  let build = "release"
#endif

// `DumpBenchmark --profile N [--print] [--runs K] [--peer | --floor]` runs only Dump's side of
// case N (or the peer's, or the floor's), K times (20 by default), for a profiler (and prints
// its output).
let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--profile", let index = Int(arguments[2]),
  cases.indices.contains(index)
{
  let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 20
  let subject: any Subject.Type =
    if arguments.contains("--peer") { Peer.self }
    else if arguments.contains("--floor") { MirrorFloor.self }
    else { Verbatim.self }
  for _ in 1..<max(runs, 1) { _ = cases[index].work(subject) }
  let output = cases[index].work(subject)
  if arguments.contains("--print") { print(output ?? "") }
  print(lineCount(output))
  exit(0)
}

// `--redaction-cost [runs]` times redacted dumps and scrubbed text against plain ones, per KB.
if let flag = arguments.firstIndex(of: "--redaction-cost") {
  RedactionCost.run(runs: arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 10)
  exit(0)
}

// `--linearity` times six shapes at n and 5n values and fails unless each grows linearly.
if arguments.contains("--linearity") {
  exit(Linearity.run() ? 0 : 1)
}

// `--only N` or `--only TEXT` measures case N, or the cases whose title contains TEXT;
// `--ours` times Dump alone, without the peer or the floor; `--no-floor` times Dump and the
// peer only (for the debug build, where users feel the ratio); `--no-peer` times Dump and the
// floor only (the targets, without the peer's seconds-long diffs); `--list` lists the cases.
if arguments.contains("--list") {
  for (index, benchmark) in cases.enumerated() { print("\(index): \(benchmark.title)") }
  exit(0)
}
let selected: [(index: Int, case: Case)] = {
  let all = Array(cases.enumerated()).map { (index: $0.offset, case: $0.element) }
  guard let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count else {
    return all
  }
  let filter = arguments[flag + 1]
  if let index = Int(filter) { return all.filter { $0.index == index } }
  return all.filter { $0.case.title.contains(filter) }
}()
let measuresPeer = !arguments.contains("--ours")
let measuresFloor = !arguments.contains("--no-floor")
let timesPeer = !arguments.contains("--no-peer")

print("DumpBenchmark, \(build) build")
var missed: [String] = []
for (index, benchmark) in selected {
  if !measuresPeer {
    let (ours, _) = Measurement.sideBySide(
      runs: benchmark.runs, theirRuns: -1, ours: { benchmark.work(Verbatim.self) },
      theirs: { nil })
    print("\(index): \(benchmark.title): \(format(ours.duration)), \(lineCount(ours.result)) lines")
    continue
  }
  if !timesPeer {
    let (ours, floor) = Measurement.sideBySide(
      runs: benchmark.runs, theirRuns: benchmark.runs, ours: { benchmark.work(Verbatim.self) },
      theirs: { benchmark.work(MirrorFloor.self) })
    let ofFloor = ours.duration.seconds / max(floor.duration.seconds, 1e-9)
    let verdict =
      benchmark.goal == .small ? "" : ofFloor <= 1.3 ? ": met" : ": MISSED (target ≤ 1.3×)"
    if verdict.hasPrefix(": MISSED") { missed.append(benchmark.title) }
    print(
      "\(index): \(benchmark.title): \(format(ours.duration)), the floor"
        + " \(format(floor.duration)): \(ratio(ofFloor)) the floor's time\(verdict),"
        + " \(lineCount(ours.result)) lines")
    continue
  }
  let (ours, peer) = Measurement.sideBySide(
    runs: benchmark.runs,
    theirRuns: benchmark.peerRuns,
    ours: { benchmark.work(Verbatim.self) },
    theirs: { benchmark.work(Peer.self) }
  )
  let speedUp = peer.duration.seconds / max(ours.duration.seconds, 1e-9)
  if !measuresFloor {
    print(
      "\(index): \(benchmark.title): \(format(ours.duration)), the peer \(format(peer.duration)):"
        + " \(ratio(speedUp)) the peer")
    continue
  }
  // Dump against the floor in a run of their own, alternately too: the machine's load moves
  // both alike, which the ratio of the two needs more than the peer's ratio does.
  let (oursBesideFloor, floor) = Measurement.sideBySide(
    runs: benchmark.runs,
    theirRuns: benchmark.runs,
    ours: { benchmark.work(Verbatim.self) },
    theirs: { benchmark.work(MirrorFloor.self) }
  )
  let floorSpeedUp = peer.duration.seconds / max(floor.duration.seconds, 1e-9)
  let ofFloor = oursBesideFloor.duration.seconds / max(floor.duration.seconds, 1e-9)
  let verdict: String
  switch benchmark.goal {
  case .floor:
    verdict = ofFloor <= 1.3 ? "met (≤ 1.3× the floor)" : "MISSED (target ≤ 1.3× the floor)"
  case .small:
    verdict = "reported (target: at most 10% more instructions than before)"
  }
  if verdict.hasPrefix("MISSED") { missed.append(benchmark.title) }
  let longer = lineCount(ours.result) > lineCount(peer.result)
  if longer { missed.append(benchmark.title + " (output longer than the peer's)") }
  print("\(index): \(benchmark.title)")
  print("  \(Verbatim.name): \(format(ours.duration)) (median of \(benchmark.runs))")
  print(
    "  \(Peer.name): \(format(peer.duration))"
      + (benchmark.peerRuns == 0 ? " (one run)" : " (median of \(benchmark.peerRuns))")
  )
  print(
    "  \(MirrorFloor.name): \(format(floor.duration)) (\(ratio(floorSpeedUp)) the peer), beside"
      + " Dump's \(format(oursBesideFloor.duration))")
  print("  speed-up: \(ratio(speedUp)) the peer, \(ratio(ofFloor)) the floor's time: \(verdict)")
  print(
    "  output lines: \(lineCount(ours.result)) vs \(lineCount(peer.result))"
      + (ours.result == peer.result ? " (identical text)" : longer ? " (LONGER)" : " (texts differ)")
  )
}
if measuresPeer && measuresFloor {
  print(missed.isEmpty ? "All targets met." : "Missed: " + missed.joined(separator: "; "))
}
