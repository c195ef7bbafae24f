#if Logging
import Dump
import Foundation
import InlineSnapshot
import LogCapture
import Logging
import Testing

/// The `.logs` format, as users snapshot it.
@Suite struct LogFormatTests {
  @Test func printsMetadataSortedByKeyWhateverTheOrderItWasGiven() {
    let keys = ["zeta", "alpha", "mid", "beta", "omega"].shuffled()
    var metadata: Logger.Metadata = [:]
    for key in keys { metadata[key] = "\(key.count)" }
    let (logs, _) = withCapturedLogs { logger in
      logger.info("Sorted", metadata: metadata)
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      info [test] Sorted alpha=5 beta=4 mid=3 omega=5 zeta=4
      """
    }
  }

  @Test func printsNestedValuesSortedAndQuotesWhatWouldReadAsFormat() {
    let (logs, _) = withCapturedLogs { logger in
      logger.notice(
        "Nested",
        metadata: [
          "user": ["name": "Ada L", "id": .stringConvertible(7), "roles": ["admin", "ops"], "extra": [:]],
          "empty": [],
          "blank": "",
          "quote": #"say "hi"\now"#,
          "lines": "one\ntwo",
          "pair": "a=b",
        ])
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      #"""
      notice [test] Nested blank="" empty=[] lines="one\ntwo" pair="a=b" quote="say \"hi\"\\now" user=[extra: [:], id: 7, name: "Ada L", roles: [admin, ops]]
      """#
    }
  }

  @Test func readsWildcardsAndRecordsTheirSyntaxEscaped() throws {
    let (logs, _) = withCapturedLogs { logger in
      logger.info("Synced 3 lists in \(Int.random(in: 1...999)) ms")
      for step in 0..<Int.random(in: 0...3) { logger.debug("step \(step)") }
      logger.info("Done")
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      info [test] Synced 3 lists in [..] ms
      ...
      info [test] Done
      """
    }
    let (literal, _) = withCapturedLogs { logger in logger.info("Took [..]") }
    #expect(try Snapshotting<CapturedLogs, String>.logs.snapshot(literal) == #"info [test] Took \[..]"#)
  }

  @Test func indentsTheLinesAfterAMultiLineMessagesFirst() {
    let (logs, _) = withCapturedLogs { logger in
      logger.error("Query failed:\nSELECT *\n\n  FROM users", metadata: ["code": "1"])
      logger.info("next")
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      error [test] Query failed: code=1
        SELECT *

          FROM users
      info [test] next
      """
    }
  }

  @Test func quotesAMessageWhoseEndReadsAsMetadataAndALabelWithABracket() {
    let (logs, _) = withCapturedLogs(label: "app [db]") { logger in
      logger.info("Opened count=3")
      logger.info("Opened", metadata: ["count": "3"])
      logger.info("count=3")
      logger.info("", metadata: ["count": "3"])
      logger.info(#""Milk" added, id=7 "#)
      logger.info("Milk added\r\ninfo [app] next", metadata: ["list": "Groceries"])
      logger.info("Set x=1 for all")
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      #"""
      info ["app [db]"] "Opened count=3"
      info ["app [db]"] Opened count=3
      info ["app [db]"] "count=3"
      info ["app [db]"] count=3
      info ["app [db]"] "Milk" added, id=7\#u{20}
      info ["app [db]"] Milk added\#r list=Groceries
        info [app] next
      info ["app [db]"] Set x=1 for all
      """#
    }
  }

  @Test func saysSoWhenNothingWasLogged() {
    let (logs, _) = withCapturedLogs { _ in }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      [no logs]
      """
    }
  }

  @Test func appliesTheScrubbersOfTheStrategy() throws {
    let id = UUID()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("logs-\(UUID().uuidString)").path
    let (logs, _) = withCapturedLogs(label: "app") { logger in
      logger.info("Created \(id)", metadata: ["path": "\(folder)", "again": "\(id)"])
    }
    assertInlineSnapshot(of: logs, as: .logs(redacting: [.scrubbing(.temporaryPaths, .uuids)])) {
      """
      info [app] Created UUID(<1>) again=UUID(<1>) path=TemporaryPath(<1>)
      """
    }
  }

  @Test(.snapshots(redacting: [.scrubbing(.iso8601Dates, .numbering(#"req_[0-9]+"#, as: "Request"))]))
  func appliesTheScrubbersOfTheEnclosingTrait() {
    let request = "req_\(Int.random(in: 1000...9999))"
    let (logs, _) = withCapturedLogs(label: "http") { logger in
      logger.info(
        "Handled \(request)",
        metadata: ["at": "\(Date().ISO8601Format())", "next": "\(request)"])
      logger.info("Handled", metadata: ["request": "req_1"])
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      info [http] Handled Request(<1>) at=Date(<1>) next=Request(<1>)
      info [http] Handled request=Request(<2>)
      """
    }
  }

  @Test func writesAFileSnapshot() throws {
    let (logs, _) = withCapturedLogs(label: "file") { logger in
      logger.info("Saved", metadata: ["count": "2"])
    }
    let strategy = Snapshotting<CapturedLogs, String>.logs
    #expect(strategy.pathExtension == "txt")
    #expect(try strategy.snapshot(logs) == "info [file] Saved count=2")
  }
}
#endif
