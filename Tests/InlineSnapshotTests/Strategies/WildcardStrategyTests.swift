import Foundation
import Testing

@testable import InlineSnapshot

/// Wildcards as strategies read them (`.withWildcards`, on in `.transcript`) and as recording
/// keeps them, inline and in files, through the one check.
@Suite struct WildcardStrategyTests {
  static var strategy: Snapshotting<String, String> { .lines.withWildcards }
  static let expected = """
    Building greet
    ...
    Finished in [..] s
    """

  func difference(_ expected: String, _ actual: String, _ strategy: Snapshotting<String, String> = strategy)
    -> String?
  {
    strategy.diffing.diffV2(expected, (try? strategy.snapshot(actual)) ?? "")?.0
  }

  @Test func otherDurationsAndOtherMiddleLinesPass() {
    #expect(difference(Self.expected, "Building greet\nFinished in 0.83 s") == nil)
    #expect(difference(Self.expected, "Building greet\n[1/3] a\n[2/3] b\nFinished in 12 s") == nil)
  }

  @Test func aChangedLineOutsideTheWildcardsFailsWithOnlyThatLine() {
    assertInlineSnapshot(
      of: difference(Self.expected, "Building greet!\n[1/3] a\nFinished in 0.83 s"), as: .lines
    ) {
      """
      @@ −1,3 +1,3 @@
      −Building greet
      +Building greet!
       [1/3] a
       Finished in 0.83 s

      (Wildcards: line 2 `...` matched 1 line; line 3 `Finished in [..] s` matched `Finished in 0.83 s`.)
      """
    }
  }

  struct Build {
    var name: String
    var seconds: Double
  }

  @Test func theOptInReadsInTheTest() {
    assertInlineSnapshot(
      of: Build(name: "greet", seconds: .random(in: 0..<10)), as: .customDump.withWildcards
    ) {
      """
      WildcardStrategyTests.Build(
        name: "greet",
        seconds: [..]
      )
      """
    }
    assertInlineSnapshot(of: ["took": Double.random(in: 0..<10)], as: .json.withWildcards) {
      """
      {
        "took" : [..]
      }
      """
    }
  }

  // Found by the docs-only attack: in a dump, `...` is naturally indented, and then silently
  // compared as text.
  @Test func anIndentedLineWildcardSaysWhyItMatchedNothing() {
    let found = difference("Report(\n  ...\n)", "Report(\n  rows: 3\n)")
    #expect(found?.hasSuffix(
      "(An indented `...` is compared as text: a line matches any lines only when it is `...` "
        + "alone, at the snapshot's own indentation.)") == true)
    #expect(difference("Report(\n...\n)", "Report(\n  rows: 3\n)") == nil)
  }

  @Test func withoutTheOptInWildcardsAreLiteral() {
    let lines = Snapshotting<String, String>.lines
    #expect(difference("Finished in [..] s", "Finished in 0.83 s", lines) != nil)
    #expect(difference("...", "anything", lines) != nil)
    #expect(difference("Finished in [..] s", "Finished in [..] s", lines) == nil)
  }

  @Test func wildcardSyntaxInTheOutputIsRecordedEscapedAndMatchedLiterally() throws {
    let recorded = try Self.strategy.snapshot("a [..] b\n...\n\\[..]")
    #expect(recorded == "a \\[..] b\n\\...\n\\\\\\[..]")
    #expect(difference(recorded, "a [..] b\n...\n\\[..]") == nil)
    #expect(difference(recorded, "a xyz b\n...\n\\[..]") != nil)
    #expect(difference(recorded, "a [..] b\nother\nlines\n\\[..]") != nil)
  }

  @Test func theOptInIsAppliedOnce() throws {
    #expect(try Self.strategy.withWildcards.snapshot("[..]") == "\\[..]")
    let transcript = Transcript.capturing("x") { output, _ in
      output.write("[..]\n")
      return 0
    }
    #expect(try Snapshotting<Transcript, String>.transcript.withWildcards.snapshot(transcript)
      == "$ x\n\\[..]")
  }

  @Test func transcriptsAndLogsReadWildcards() throws {
    let transcript = Snapshotting<Transcript, String>.transcript
    let text = try transcript.snapshot(
      Transcript.capturing("build") { output, _ in
        output.write("took 3 s\n")
        return 0
      })
    #expect(text == "$ build\ntook 3 s")
    #expect(transcript.diffing.diffV2("$ build\ntook [..] s", text) == nil)
    #expect(transcript.diffing.diffV2("$ build\n...", text) == nil)
    #expect(transcript.diffing.diffV2("$ build\ntook [..] ms", text) != nil)
  }

  // MARK: Recording keeps what the user wrote

  static let path = "/Tests.swift"
  static let source = #"""
    func test() {
      assertInlineSnapshot(of: value, as: .lines.withWildcards) {
        """
        Building greet
        ...
        Finished in [..] s
        """
      }
    }

    """#
  static let site = SnapshotSite(filePath: path, line: 2, column: 23)

  func recordInline(_ actual: String, record: SnapshotTestingConfiguration.Record) throws -> String? {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var assertion = InlineSnapshotAssertion(
      actual: try Self.strategy.snapshot(actual), expected: Self.expected, record: record,
      site: Self.site, function: "test()",
      diff: { Self.strategy.diffing.diffV2($0, $1)?.0 })
    assertion.recorded = { Self.strategy.diffing.recorded($0, replacing: $1) }
    _ = assertion.run(recorder: recorder)
    _ = recorder.flush()
    return files[Self.path]
  }

  @Test func recordingAFailureRewritesOnlyTheLinesThatNoLongerMatch() throws {
    let file = try recordInline("Building greet!\n[1/3] a\nFinished in 0.83 s", record: .failed)
    assertInlineSnapshot(of: file, as: .lines) {
      #"""
      func test() {
        assertInlineSnapshot(of: value, as: .lines.withWildcards) {
          """
          Building greet!
          ...
          Finished in [..] s
          """
        }
      }

      """#
    }
  }

  @Test func recordingAllKeepsAMatchingSnapshotAsWritten() throws {
    #expect(try recordInline("Building greet\nFinished in 1 s", record: .all) == Self.source)
  }

  @Test func aFileSnapshotRecordedAgainKeepsItsWildcards() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wildcards-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let assertion = FileSnapshotAssertion(
      snapshotting: Self.strategy, name: "build", record: .failed,
      snapshotDirectory: folder.path, timeout: 5, testFilePath: "/Tests/BuildTests.swift",
      testName: "build()", environment: RecordingEnvironment(variables: [:]),
      counter: SnapshotFileCounter(), artifactsDirectory: folder.appendingPathComponent("artifacts"))
    _ = assertion.run { "first" }
    let name = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".txt") })
    let file = folder.appendingPathComponent(name)
    let written = try #require(FileManager.default.contents(atPath: file.path))
    #expect(String(decoding: written, as: UTF8.self) == "first")
    try Data(Self.expected.utf8).write(to: file)
    #expect(assertion.run { "Building greet\n[1/2] a\nFinished in 2 s" }.message == nil)
    _ = assertion.run { "Building greet!\n[1/2] a\nFinished in 2 s" }
    let rewritten = try #require(FileManager.default.contents(atPath: file.path))
    #expect(String(decoding: rewritten, as: UTF8.self) == "Building greet!\n...\nFinished in [..] s")
  }
}
