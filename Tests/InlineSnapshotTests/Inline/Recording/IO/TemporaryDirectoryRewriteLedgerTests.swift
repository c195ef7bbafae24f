import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

@Suite struct RewriteLedgerTests {
  @Test func aHistoryReadsBackExactly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.url)
    #expect(ledger.history(of: "/Tests.swift").isEmpty)
    let history = [
      RecordedText(text: "a\r\n\u{FEFF}e\u{301}", changeTime: 1),
      RecordedText(text: "", changeTime: 2),
      RecordedText(text: "12 34\n", changeTime: 1_700_000_000_123_456_789),
    ]
    ledger.setHistory(history, of: "/Tests.swift")
    #expect(ledger.history(of: "/Tests.swift") == history)
    #expect(ledger.history(of: "/Other.swift").isEmpty)
  }

  @Test func aDamagedEntryIsIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.url)
    ledger.setHistory([RecordedText(text: "a", changeTime: 1)], of: "/Tests.swift")
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    for entry in entries {
      try Data("verbatim-rewrite-history 1\n1 99\na".utf8).write(to: directory.file(entry))
    }
    #expect(entries.count == 1)
    #expect(ledger.history(of: "/Tests.swift").isEmpty)
  }

  @Test func entriesOlderThanTheRunAreRemoved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.url)
    ledger.setHistory([RecordedText(text: "old", changeTime: 1)], of: "/Old.swift")
    for entry in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)],
        ofItemAtPath: directory.file(entry).path
      )
    }
    ledger.setHistory([RecordedText(text: "new", changeTime: 2)], of: "/New.swift")
    let runStart = Int64(Date(timeIntervalSinceNow: -60).timeIntervalSince1970 * 1e9)
    ledger.removeEntries(notModifiedSince: runStart)
    #expect(ledger.history(of: "/Old.swift").isEmpty)
    #expect(ledger.history(of: "/New.swift").map(\.text) == ["new"])
  }

  @Test func everyPathToAFileSharesItsEntry() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let ledger = TemporaryDirectoryRewriteLedger(directory: directory.file("ledger"))
    let file = directory.file("Tests.swift").path
    let hardLink = directory.file("Linked.swift").path
    let symlink = directory.file("Symlink.swift").path
    try Data("text\n".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.linkItem(atPath: file, toPath: hardLink)
    try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: file)
    ledger.setHistory([RecordedText(text: "text\n", changeTime: 1)], of: hardLink)
    #expect(ledger.history(of: file).map(\.text) == ["text\n"])
    #expect(ledger.history(of: symlink).map(\.text) == ["text\n"])
  }
}
