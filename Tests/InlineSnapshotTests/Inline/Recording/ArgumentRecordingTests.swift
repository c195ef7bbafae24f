import Testing

@testable import InlineSnapshot

/// Recording one snapshot per argument: entries merge, conflicts stay per argument, and entries
/// of arguments that are gone are removed only after a run in which every argument ran.
@Suite struct ArgumentRecordingTests {
  static let path = "/Tests.swift"
  static let source = #"""
    func test() {
      assertInlineSnapshot(of: n * 10, as: .customDump) {
        [
          "n: 1": """
          10
          """,
          "n: 3": """
          30
          """,
        ]
      }
    }

    """#
  static let keys = ["n: 1", "n: 2"]

  static func site(_ key: String) -> SnapshotSite {
    SnapshotSite(filePath: path, line: 2, column: 23, key: SnapshotKey(key, order: keys))
  }

  static func entries(_ text: String?) -> [KeyedSnapshotEntry]? {
    guard let text,
      case .entries(let entries) = ParsedSource(text).snapshotInSource(
        at: .init(line: 2, column: 23), syntaxDescriptor: InlineSnapshotSyntaxDescriptor())
    else { return nil }
    return entries
  }

  /// Runs the assertion of each argument in `values`, as a run of the test would.
  static func run(
    _ values: [(key: String, actual: String)], recorder: SnapshotRecorder,
    record: SnapshotTestingConfiguration.Record = .missing
  ) -> [SnapshotOutcome] {
    let existing = entries(try? recorder.source(of: path).text) ?? []
    return values.map { key, actual in
      var assertion = InlineSnapshotAssertion(
        actual: actual, expected: existing.first { $0.key == key }?.text, record: record,
        site: site(key))
      assertion.allArgumentKeys = keys
      return assertion.run(recorder: recorder)
    }
  }

  @Test func aRunOfEveryArgumentAddsTheNewOneAndRemovesTheOneThatIsGone() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    let outcomes = Self.run([("n: 1", "10"), ("n: 2", "20")], recorder: recorder)
    #expect(outcomes.first == .passed)
    guard case .recorded = outcomes.last else {
      Issue.record("the new argument's entry was not recorded: \(outcomes)")
      return
    }
    let report = recorder.flush()
    #expect(report.problems.isEmpty)
    #expect(report.removedEntries.count == 1)
    #expect(report.removedEntries.first?.contains(#"removed the entry "n: 3""#) == true)
    #expect(
      Self.entries(files[Self.path]) == [
        KeyedSnapshotEntry(key: "n: 1", text: "10"), KeyedSnapshotEntry(key: "n: 2", text: "20"),
      ])
  }

  @Test func aRunInWhichEveryArgumentPassesStillRemovesTheOneThatIsGone() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var assertion = InlineSnapshotAssertion(
      actual: "10", expected: "10", record: .missing,
      site: SnapshotSite(filePath: Self.path, line: 2, column: 23, key: SnapshotKey("n: 1")))
    assertion.allArgumentKeys = ["n: 1"]
    #expect(assertion.run(recorder: recorder) == .passed)
    let report = recorder.flush()
    #expect(report.written.isEmpty)
    #expect(report.removedEntries.count == 1)
    #expect(Self.entries(files[Self.path])?.map(\.key) == ["n: 1"])
  }

  @Test func aRemovalThatCannotBeWrittenIsNotReportedAsDone() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var assertion = InlineSnapshotAssertion(
      actual: "10", expected: "10", record: .missing,
      site: SnapshotSite(filePath: Self.path, line: 2, column: 23, key: SnapshotKey("n: 1")))
    assertion.allArgumentKeys = ["n: 1"]
    #expect(assertion.run(recorder: recorder) == .passed)
    _ = try? recorder.source(of: Self.path)
    files[Self.path] = Self.source + "// edited during the run\n"
    let report = recorder.flush()
    #expect(report.removedEntries.isEmpty)
    #expect(report.problems.first?.contains("changed on disk") == true)
    #expect(files[Self.path] == Self.source + "// edited during the run\n")
  }

  @Test func aRunOfSomeArgumentsRemovesNothing() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    _ = Self.run([("n: 2", "20")], recorder: recorder)
    let report = recorder.flush()
    #expect(report.removedEntries.isEmpty)
    #expect(Self.entries(files[Self.path])?.map(\.key) == ["n: 1", "n: 2", "n: 3"])
  }

  @Test func aRunThatRecordsNothingRemovesNothingWithoutAWritingMode() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    _ = Self.run([("n: 1", "10"), ("n: 2", "20")], recorder: recorder, record: .never)
    #expect(recorder.flush().removedEntries.isEmpty)
    #expect(files[Self.path] == Self.source)
  }

  @Test func aConflictCancelsOnlyItsArgumentsEntry() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    let outcomes = Self.run([("n: 2", "20"), ("n: 2", "21"), ("n: 4", "40")], recorder: recorder)
    #expect(outcomes[1] == .refused(.missing, .conflict))
    guard case .recorded = outcomes[2] else {
      Issue.record("the other argument's entry was not recorded: \(outcomes[2])")
      return
    }
    _ = recorder.flush()
    #expect(Self.entries(files[Self.path])?.map(\.key) == ["n: 1", "n: 3", "n: 4"])
  }

  @Test func twoProcessesRecordingDifferentArgumentsOfOneCallLoseNothing() {
    let files = MemoryFiles([Self.path: Self.source])
    let built = files.build()
    let ledger = MemoryRewriteLedger()
    let first = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    let second = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(first.record("20", replacing: nil, at: Self.site("n: 2")) == .recorded)
    #expect(second.record("40", replacing: nil, at: Self.site("n: 4")) == .recorded)
    #expect(second.record("11", replacing: "10", at: Self.site("n: 1")) == .recorded)
    #expect(first.flush().problems.isEmpty)
    #expect(second.flush().problems.isEmpty)
    #expect(
      Self.entries(files[Self.path]) == [
        KeyedSnapshotEntry(key: "n: 1", text: "11"), KeyedSnapshotEntry(key: "n: 2", text: "20"),
        KeyedSnapshotEntry(key: "n: 3", text: "30"), KeyedSnapshotEntry(key: "n: 4", text: "40"),
      ])
  }

  @Test func theFailureNamesTheArgument() {
    let assertion = InlineSnapshotAssertion(
      actual: "20", expected: nil, record: .missing, site: Self.site("n: 2"))
    let message = assertion.failureMessage(
      for: .recorded(nil), environment: RecordingEnvironment(variables: [:]))
    #expect(message?.hasPrefix(#"Automatically recorded a new snapshot under "n: 2"."#) == true)
  }
}
