import Foundation
import InlineSnapshot
import Testing

@Suite struct RewriteLedgerTests {
  @Test func anEntryCountsOnlyWhileTheFileHoldsTheWrittenText() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.url)
    #expect(!ledger.wasRewrittenByEarlierProcess("/Tests.swift", text: "a"))
    ledger.noteRewrite(of: "/Tests.swift", to: "a")
    // This test binary was built before the entry was written.
    #expect(ledger.wasRewrittenByEarlierProcess("/Tests.swift", text: "a"))
    #expect(!ledger.wasRewrittenByEarlierProcess("/Tests.swift", text: "a, edited"))
    #expect(!ledger.wasRewrittenByEarlierProcess("/Other.swift", text: "a"))
  }

  @Test func aDamagedEntryIsIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.url)
    ledger.noteRewrite(of: "/Tests.swift", to: "a")
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    for entry in entries {
      try Data("garbage".utf8).write(to: directory.file(entry))
    }
    #expect(entries.count == 1)
    #expect(!ledger.wasRewrittenByEarlierProcess("/Tests.swift", text: "a"))
  }
}
