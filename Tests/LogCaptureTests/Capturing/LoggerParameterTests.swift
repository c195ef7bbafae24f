// Built with the "Logging" trait only (BootstrapTests.swift has the note shown without it).
#if Logging
import Foundation
import InlineSnapshot
import LogCapture
import Logging
import Testing

/// Code that takes a logger parameter, as a Hummingbird or Vapor handler does.
private struct Store {
  let logger: Logger

  func open(_ path: String, count: Int) {
    logger.info("Opened the store", metadata: ["path": "\(path)", "count": "\(count)"])
    logger.debug("Read the schema")
  }
}

@Suite struct LoggerParameterTests {
  @Test func capturesWhatCodeLogsThroughTheLoggerItIsHanded() {
    let (logs, _) = withCapturedLogs { logger in
      Store(logger: logger).open("/srv/store.sqlite", count: 3)
    }
    assertInlineSnapshot(of: logs, as: .logs) {
      """
      info [test] Opened the store count=3 path=/srv/store.sqlite
      debug [test] Read the schema
      """
    }
  }

  @Test func returnsTheBodysValue() throws {
    let (logs, value) = try withCapturedLogs(label: "app") { logger in
      logger.warning("Almost full")
      return try #require(Int("42"))
    }
    #expect(value == 42)
    #expect(logs.records.map(\.label) == ["app"])
    #expect(logs.records.map(\.level) == [.warning])
  }

  @Test func keepsOnlyMessagesAtTheChosenLevelOrAbove() {
    let (logs, _) = withCapturedLogs(level: .notice) { logger in
      logger.trace("trace")
      logger.debug("debug")
      logger.info("info")
      logger.notice("notice")
      logger.error("error")
    }
    #expect(logs.messages == ["notice", "error"])
  }

  @Test func aLoggersOwnLevelDoesNotHideMessagesFromTheCapture() {
    let (logs, _) = withCapturedLogs { logger in
      var quiet = logger
      quiet.logLevel = .error
      quiet.debug("still captured")
    }
    #expect(logs.messages == ["still captured"])
  }

  @Test func keepsTheSourceAndLocationWithoutPrintingThem() throws {
    let line: UInt = #line + 2
    let (logs, _) = withCapturedLogs { logger in
      logger.info("here", source: "Custom")
    }
    let record = try #require(logs.records.first)
    #expect(record.source == "Custom")
    #expect(record.line == line)
    #expect(record.file == #fileID)
    #expect(record.function == "keepsTheSourceAndLocationWithoutPrintingThem()")
  }

  @Test func aThrowingBodyRethrowsItsError() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withCapturedLogs { logger in
        logger.info("before the error")
        throw Failure()
      }
    }
  }

  @Test func theHandedLoggerIsCapturedFromAnotherThreadWhileTheBodyRuns() {
    let message = UUID().uuidString
    let (logs, _) = withCapturedLogs { logger in
      let done = DispatchSemaphore(value: 0)
      Thread {
        logger.info("\(message)")
        done.signal()
      }.start()
      done.wait()
    }
    #expect(logs.messages == [message])
  }

  @Test func awaitsAnAsyncBody() async {
    let (logs, value) = await withCapturedLogs { logger in
      logger.info("before")
      // A suspension between the two messages: the capture follows the body across it.
      await Task.yield()
      logger.info("after")
      return "done"
    }
    #expect(value == "done")
    #expect(logs.messages == ["before", "after"])
  }
}
#endif
