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
      entries: [.init(site: site, test: "t()", old: nil, new: tricky)],
      passed: [site]
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
        .init(site: site, test: "t()", old: nil, new: "UUID(<1>)", unredacted: "UUID(3F25…)")
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

  @Test func aFileEntryIsItsOwnKindAndBatchesWithoutOneStillDecodeAndOmitIt() throws {
    let batch = PendingBatch(
      createdAt: 7,
      process: .init(pid: 42, testBinaryBuiltAt: nil),
      fileEntries: [
        .init(
          file: "Tests/__Snapshots__/A/t.1.json", testFile: "Tests/A.swift", test: "t()",
          old: nil, new: "{}", unredacted: nil)
      ],
      passedFiles: ["Tests/__Snapshots__/A/u.1.txt"]
    )
    let decoded = try PendingBatch.decode(batch.encoded())
    #expect(decoded == batch)
    #expect(decoded.fileEntries?.first?.reason == "missing")
    let inlineOnly = PendingBatch(createdAt: 7, process: .init(pid: 42, testBinaryBuiltAt: nil))
    let text = String(decoding: try inlineOnly.encoded(), as: UTF8.self)
    #expect(!text.contains("fileEntries") && !text.contains("passedFiles"))
    #expect(text.contains("\"verbatim-pending 1\""))
    #expect(try PendingBatch.decode(Data(text.utf8)).fileEntries == nil)
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
