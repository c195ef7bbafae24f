#if Logging
import Foundation
import InlineSnapshot
import LogCapture
import Logging
import Testing

/// Code that makes its own `Logger(label:)`, reached through the bootstrapped handler (or, to
/// see where uncaptured messages go, through a handler that falls back to a probe).
@Suite struct TaskCaptureTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  @Test func capturesALoggerTheCodeMakesItselfAfterTheBootstrap() {
    CapturingLogHandler.bootstrap()
    let message = UUID().uuidString
    let (logs, _) = withCapturedLogs { _ in
      Logger(label: "app.db").info("\(message)", metadata: ["table": "users"])
    }
    #expect(logs.records.map(\.label) == ["app.db"])
    #expect(logs.messages == [message])
    #expect(logs.records.first?.metadata == ["table": "users"])
  }

  @Test func whatNoCaptureReceivesGoesToTheFallback() {
    let probe = ProbeLogHandler()
    let logger = probe.logger(label: "app")
    logger.info("before")
    let (logs, _) = withCapturedLogs { _ in logger.info("inside") }
    logger.info("after")
    logger.debug("below the logger's level")
    #expect(logs.messages == ["inside"])
    #expect(probe.received.all == ["before", "after"])
  }

  @Test func aDetachedTasksMessageIsNotCaptured() async {
    let probe = ProbeLogHandler()
    let logger = probe.logger(label: "app")
    let (logs, _) = await withCapturedLogs { _ in
      logger.info("in the body")
      await Task.detached { logger.info("in a detached task") }.value
      await Task { logger.info("in a child task") }.value
    }
    #expect(logs.messages == ["in the body", "in a child task"])
    #expect(probe.received.all == ["in a detached task"])
  }

  @Test func anotherThreadsMessageIsNotCaptured() {
    let probe = ProbeLogHandler()
    let logger = probe.logger(label: "app")
    let (logs, _) = withCapturedLogs { _ in
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        logger.info("on a queue")
        done.signal()
      }
      done.wait()
    }
    #expect(logs.messages == [])
    #expect(probe.received.all == ["on a queue"])
  }

  @Test func theHandedLoggerLogsToTheProcessAfterTheBody() {
    let (_, escaped) = withCapturedLogs { logger in logger }
    let (logs, _) = withCapturedLogs { _ in escaped.info("in a later capture") }
    #expect(logs.messages == ["in a later capture"])
  }

  @Test func aNestedCaptureAddsToTheOuterOne() {
    let probe = ProbeLogHandler()
    let logger = probe.logger(label: "app")
    let (outer, inner) = withCapturedLogs { _ in
      logger.info("outer before")
      let (inner, _) = withCapturedLogs(level: .warning) { _ in
        logger.info("inner info")
        logger.warning("inner warning")
      }
      logger.info("outer after")
      return inner
    }
    #expect(inner.messages == ["inner warning"])
    #expect(outer.messages == ["outer before", "inner info", "inner warning", "outer after"])
    #expect(probe.received.all == [])
  }

  @Test func theOuterHandedLoggerReachesTheInnerCaptureInsideIt() {
    let (outer, inner) = withCapturedLogs(label: "outer") { outerLogger in
      withCapturedLogs { _ in outerLogger.info("once") }.logs
    }
    #expect(inner.messages == ["once"])
    #expect(outer.messages == ["once"])
  }

  @Test func recordsTheLoggersMetadataTheProvidersAndTheCallsInThatOrder() {
    let provider = Logger.MetadataProvider { ["request": "r1", "shared": "provider"] }
    var logger = Logger(label: "app") {
      CapturingLogHandler(label: $0, fallback: ProbeLogHandler(), metadataProvider: provider)
    }
    logger[metadataKey: "shared"] = "logger"
    logger[metadataKey: "user"] = "7"
    let (logs, _) = withCapturedLogs { _ in
      logger.error("Saving failed", error: Failure(), metadata: ["user": "8"])
    }
    #expect(
      logs.records.first?.metadata == [
        "request": "r1", "shared": "provider", "user": "8", "error.message": "disk full",
        "error.type": "LogCaptureTests.TaskCaptureTests.Failure",
      ])
  }
}
#endif
