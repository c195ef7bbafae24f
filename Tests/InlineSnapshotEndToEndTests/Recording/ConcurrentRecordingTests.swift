import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Two real test processes record into one file: every snapshot is written once, in its call.
///
/// The parent test spawns this test binary twice, running only ``recordingChild()``, which
/// records half the calls of each trial file and flushes at the same moment as its sibling
/// (or, in staggered trials, only after its sibling rewrote the file, as a late `--parallel`
/// worker does). The result must equal a serial recording of all calls, byte for byte.
@Suite struct ConcurrentRecordingTests {
  static let childVariable = "VERBATIM_RECORDING_CHILD"

  /// One generated file: how many trials run at once, and how many start staggered.
  struct Shape: Sendable, CustomTestStringConvertible {
    var file: GeneratedTestFile
    var simultaneousTrials: Int
    var staggeredTrials: Int
    var testDescription: String { file.name }
  }

  static let shapes = [
    Shape(
      file: GeneratedTestFile(name: "small", calls: 50, fillerLines: 0),
      simultaneousTrials: 30, staggeredTrials: 10),
    Shape(
      file: GeneratedTestFile(name: "large", calls: 100, fillerLines: 3_000),
      simultaneousTrials: 3, staggeredTrials: 1),
  ]

  #if os(Linux) || os(macOS)
    @Test(arguments: shapes)
    func twoProcessesRecordingIntoOneFileWriteEverySnapshotOnce(_ shape: Shape) async throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let original = shape.file.text
      let trials = shape.simultaneousTrials + shape.staggeredTrials
      try Data(original.utf8).write(to: directory.file("original.txt"))
      for trial in 0..<trials {
        try Data(original.utf8).write(to: directory.file("Trial\(trial).swift"))
      }
      // The children count as built now: after the files were written, before any recording.
      let built = try (0..<trials).map {
        try LiveSourceFiles().changeTime(of: directory.file("Trial\($0).swift").path)
      }.max().map { $0 + 1 } ?? 0
      let children = try (0..<2).map { index in
        try ChildTestProcess.start(
          filter: "recordingChild",
          environment: [
            Self.childVariable: "\(index)",
            "VERBATIM_RECORDING_DIRECTORY": directory.url.path,
            "VERBATIM_RECORDING_TRIALS": "\(trials)",
            "VERBATIM_RECORDING_STAGGERED_FROM": "\(shape.simultaneousTrials)",
            "VERBATIM_RECORDING_BUILT": "\(built)",
          ],
          log: directory.file("child\(index).log")
        )
      }
      for child in children { child.waitUntilExit() }
      for (index, child) in children.enumerated() {
        let log = fileText(directory.file("child\(index).log")) ?? ""
        #expect(child.terminationStatus == 0, "child \(index) failed:\n\(log.suffix(4000))")
      }
      // Every trial file must end up as one process recording every call would leave it.
      let edits = GeneratedTestFile.recordings(in: original, path: "").map { $0.site.edit(writing: $0.snapshot) }
      let serial = SnapshotRewriter.apply(edits, to: original)
      #expect(serial.failures.isEmpty)
      for trial in 0..<trials {
        let path = directory.file("Trial\(trial).swift").path
        let written = fileText(directory.file("Trial\(trial).swift"))
        let kind = trial < shape.simultaneousTrials ? "simultaneous" : "staggered"
        #expect(written == serial.text, "\(shape.file.name) \(kind) trial \(trial)")
        for index in 0..<2 {
          let report = fileText(directory.file("report-\(trial)-\(index).txt")) ?? "(none)"
          let half = shape.file.calls / 2
          #expect(
            report == "Recorded \(half) snapshots in \(path)\n",
            "\(shape.file.name) \(kind) trial \(trial), child \(index)"
          )
        }
      }
    }
  #endif

  /// Runs in a child process only: records its half of each trial file, then flushes.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func recordingChild() throws {
    let environment = ProcessInfo.processInfo.environment
    let index = try #require(environment[Self.childVariable].flatMap(Int.init))
    let directory = URL(fileURLWithPath: try #require(environment["VERBATIM_RECORDING_DIRECTORY"]))
    let trials = try #require(environment["VERBATIM_RECORDING_TRIALS"].flatMap(Int.init))
    let staggeredFrom = try #require(environment["VERBATIM_RECORDING_STAGGERED_FROM"].flatMap(Int.init))
    let built = try #require(environment["VERBATIM_RECORDING_BUILT"].flatMap(Int64.init))
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.appendingPathComponent("ledger"))
    func signal(_ name: String) throws {
      try Data().write(to: directory.appendingPathComponent(name))
    }
    func wait(for name: String) throws {
      let deadline = Date().addingTimeInterval(120)
      while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
        guard Date() < deadline else { throw ChildTimeout(waitingFor: name) }
        // The signal is a file another process writes; there is no event to await.
        usleep(200)  // sleep-ok
      }
    }
    for trial in 0..<trials {
      let staggered = trial >= staggeredFrom
      // A late worker of the same build: it first reads the file after its sibling rewrote it.
      if staggered, index == 1 { try wait(for: "flushed-\(trial)-0") }
      let path = directory.appendingPathComponent("Trial\(trial).swift").path
      let recorder = SnapshotRecorder(files: LiveSourceFiles(), ledger: ledger, buildTime: built)
      let compiled = try #require(fileText(directory.appendingPathComponent("original.txt")))
      for recording in GeneratedTestFile.recordings(in: compiled, path: path) where recording.index % 2 == index {
        let outcome = recorder.record(recording.snapshot, replacing: nil, at: recording.site)
        #expect(outcome == .recorded, "trial \(trial), call \(recording.index)")
      }
      if !staggered {
        try signal("ready-\(trial)-\(index)")
        try wait(for: "ready-\(trial)-\(1 - index)")
      }
      let report = recorder.flush()
      let lines = report.written + report.problems.map { "problem: " + $0 }
      try Data(lines.map { $0 + "\n" }.joined().utf8)
        .write(to: directory.appendingPathComponent("report-\(trial)-\(index).txt"))
      try signal("flushed-\(trial)-\(index)")
    }
  }

  struct ChildTimeout: Error {
    var waitingFor: String
  }
}
