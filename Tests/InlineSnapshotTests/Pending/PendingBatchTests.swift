import Dump
import Foundation
import Testing

@testable import InlineSnapshot

@Suite struct PendingBatchTests {
  @Test func aBatchRoundTripsEveryByteOfItsTexts() throws {
    let tricky = "\u{FEFF}line\r\nquotes \"\"\" and \\# raw\u{1}\ttab\u{2028}é e\u{301}\n"
    let site = PendingBatch.Site(
      file: "Tests/A.swift", line: 3, column: 5,
      closure: .init(InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql")))
    let batch = PendingBatch(
      createdAt: 7,
      process: .init(pid: 42, testBinaryBuiltAt: nil),
      sources: ["Tests/A.swift": .init(compiledText: tricky)],
      entries: [.init(place: .closure(site), test: "t()", old: nil, new: tricky)],
      passed: [.closure(site)]
    )
    let decoded = try PendingBatch.decode(batch.encoded())
    #expect(decoded == batch)
    #expect(decoded.sources["Tests/A.swift"]?.compiledText.utf8.elementsEqual(tricky.utf8) == true)
    #expect(decoded.entries[0].new?.utf8.elementsEqual(tricky.utf8) == true)
    #expect(decoded.entries[0].old == nil)
  }

  @Test func anEntryKeepsItsUnredactedTextAndOlderBatchesWithoutOneStillDecode() throws {
    let site = PendingBatch.Site(
      file: "Tests/A.swift", line: 3, column: 5,
      closure: .init(InlineSnapshotSyntaxDescriptor()))
    let batch = PendingBatch(
      createdAt: 7,
      process: .init(pid: 42, testBinaryBuiltAt: nil),
      entries: [
        .init(
          place: .closure(site), test: "t()", old: nil, new: "UUID(<1>)",
          unredacted: "UUID(3F25…)")
      ]
    )
    let decoded = try PendingBatch.decode(batch.encoded())
    #expect(decoded == batch)
    #expect(decoded.entries[0].unredacted == "UUID(3F25…)")
    // As the version before unredacted texts wrote it.
    let old = #"""
      {
        "createdAt" : 7,
        "entries" : [
          {
            "id" : "E1",
            "new" : "Hello",
            "reason" : "missing",
            "site" : {
              "closure" : { "deprecatedLabels" : [], "label" : "matches", "offset" : 0 },
              "column" : 5,
              "file" : "Tests/A.swift",
              "line" : 3
            },
            "test" : "t()"
          }
        ],
        "format" : "verbatim-pending 1",
        "passed" : [],
        "process" : { "pid" : 42 },
        "sources" : {}
      }
      """#
    let entry = try #require(PendingBatch.decode(Data(old.utf8)).entries.first)
    #expect(entry.new == "Hello")
    #expect(entry.unredacted == nil)
  }

  @Test func aFileEntryIsAnEntryWhosePlaceIsAFileAndBatchesWithoutOneOmitTheFileFields() throws {
    let batch = PendingBatch(
      createdAt: 7,
      process: .init(pid: 42, testBinaryBuiltAt: nil),
      entries: [
        .init(
          place: .file("Tests/__Snapshots__/A/t.1.json"), testFile: "Tests/A.swift",
          test: "t()", old: nil, new: "{}", unredacted: nil)
      ],
      passed: [.file("Tests/__Snapshots__/A/u.1.txt")]
    )
    let decoded = try PendingBatch.decode(batch.encoded())
    #expect(decoded == batch)
    #expect(decoded.entries.first?.reason == "missing")
    let inlineOnly = PendingBatch(createdAt: 7, process: .init(pid: 42, testBinaryBuiltAt: nil))
    let text = String(decoding: try inlineOnly.encoded(), as: UTF8.self)
    #expect(!text.contains("fileEntries") && !text.contains("passedFiles"))
    #expect(text.contains("\"verbatim-pending 1\""))
    #expect(try PendingBatch.decode(Data(text.utf8)) == inlineOnly)
  }

  /// A batch as the versions with two kinds of entries wrote it (closures under `entries` and
  /// `passed`, files under `fileEntries` and `passedFiles`) loads, and is written back the same.
  @Test func aBatchInTheFormatWithTwoKindsOfEntriesLoadsAndIsWrittenBackTheSame() throws {
    let written = #"""
      {
        "createdAt" : 1700000000000000000,
        "entries" : [
          {
            "id" : "E1",
            "new" : "Hello",
            "old" : "Hi",
            "reason" : "mismatch",
            "site" : {
              "closure" : { "deprecatedLabels" : [], "label" : "matches", "offset" : 0 },
              "column" : 5,
              "file" : "Tests/A.swift",
              "key" : { "order" : ["n: 1", "n: 2"], "text" : "n: 1" },
              "line" : 3
            },
            "test" : "greeting()",
            "unredacted" : "Hello!"
          }
        ],
        "fileEntries" : [
          {
            "file" : "Tests/__Snapshots__/A/report.1.txt",
            "id" : "F1",
            "new" : "Total: 3",
            "reason" : "missing",
            "test" : "report()",
            "testFile" : "Tests/A.swift"
          }
        ],
        "format" : "verbatim-pending 1",
        "packagePath" : "",
        "passed" : [
          {
            "closure" : { "deprecatedLabels" : [], "label" : "matches", "offset" : 0 },
            "column" : 5,
            "file" : "Tests/A.swift",
            "line" : 9
          }
        ],
        "passedFiles" : ["Tests/__Snapshots__/A/other.1.txt"],
        "process" : { "pid" : 42, "testBinaryBuiltAt" : 1699999999000000000 },
        "sources" : { "Tests/A.swift" : { "compiledText" : "import Testing\n" } }
      }
      """#
    let batch = try PendingBatch.decode(Data(written.utf8))
    let site = PendingBatch.Site(
      file: "Tests/A.swift", line: 3, column: 5,
      closure: .init(InlineSnapshotSyntaxDescriptor()),
      key: SnapshotKey("n: 1", order: ["n: 1", "n: 2"]))
    var inline = PendingBatch.Entry(
      id: "E1", place: .closure(site), test: "greeting()", old: "Hi", new: "Hello",
      unredacted: "Hello!")
    inline.reason = "mismatch"
    let file = PendingBatch.Entry(
      id: "F1", place: .file("Tests/__Snapshots__/A/report.1.txt"), testFile: "Tests/A.swift",
      test: "report()", old: nil, new: "Total: 3")
    expectNoDifference(batch.entries, [inline, file])
    #expect(batch.entries.map(\.testFile) == ["Tests/A.swift", "Tests/A.swift"])
    var passedSite = site
    (passedSite.line, passedSite.key) = (9, nil)
    expectNoDifference(
      batch.passed, [.closure(passedSite), .file("Tests/__Snapshots__/A/other.1.txt")])
    #expect(batch.packagePath == "")
    #expect(batch.process.testBinaryBuiltAt == 1_699_999_999_000_000_000)
    // Written back, the same JSON: the same fields, the same values.
    func object(_ data: Data) throws -> NSDictionary {
      try #require(JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }
    #expect(try object(batch.encoded()) == object(Data(written.utf8)))
  }

  @Test func anUnknownFormatIsRefusedNotGuessed() throws {
    var batch = PendingBatch(createdAt: 1, process: .init(pid: 1, testBinaryBuiltAt: 1))
    batch.format = "verbatim-pending 2"
    #expect(throws: SourceFileError.self) { try PendingBatch.decode(batch.encoded()) }
    #expect(throws: SourceFileError.self) { try PendingBatch.decode(Data("{".utf8)) }
  }

  @Test func pendingIsAModeEverywhereAModeIsNamed() {
    #expect(SnapshotTestingConfiguration.Record(rawValue: "pending") == .pending)
    let environment = RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "pending"])
    #expect(environment.resolve(call: nil, scoped: nil) == .pending)
    let ci = RecordingEnvironment(variables: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "pending"])
    #expect(ci.resolve(call: nil, scoped: nil) == .pending)
    #expect(
      RecordingEnvironment(variables: ["CI": "true"]).resolve(call: .pending, scoped: nil) == .never
    )
  }
}
