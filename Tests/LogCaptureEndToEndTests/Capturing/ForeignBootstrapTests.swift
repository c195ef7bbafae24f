// The suites need the "Logging" trait; LogCaptureTests says how to run them without it.
#if Logging
import Foundation
import InlineSnapshot
import LogCapture
import Logging
import Testing

@testable import Dump

/// Bootstrapping when other code bootstrapped swift-log first, each in a process of its own:
/// swift-log can be bootstrapped once per process.
@Suite struct ForeignBootstrapTests {
  #if os(macOS) || os(Linux)
    @Test func doesNotCrashWhenOtherCodeBootstrappedSwiftLogFirst() async {
      await #expect(processExitsWith: .success) {
        LoggingSystem.bootstrap(SwiftLogNoOpLogHandler.init)
        let outcomes = [CapturingLogHandler.bootstrap(), CapturingLogHandler.bootstrap()]
        exit(outcomes == [.bootstrappedElsewhere, .bootstrappedElsewhere] ? 0 : 1)
      }
    }

    @Test func anInstalledHandlerIsRecognisedWhoeverInstalledIt() async {
      await #expect(processExitsWith: .success) {
        LoggingSystem.bootstrap { CapturingLogHandler(label: $0, fallback: SwiftLogNoOpLogHandler()) }
        exit(CapturingLogHandler.bootstrap() == .alreadyInstalled ? 0 : 1)
      }
    }

    /// The app's code bootstrapped swift-log first: what `Logger(label:)` logs reaches no
    /// capture. The capture fails its test, at its line, saying what to do, and a `.logs`
    /// snapshot of its logs throws instead of recording `[no logs]` (which then passed forever).
    @Test func aCaptureUnderAnotherLoggingSystemFailsAtTheCapture() async {
      await #expect(processExitsWith: .success) {
        LoggingSystem.bootstrap(SwiftLogNoOpLogHandler.init)
        let outcome = CapturingLogHandler.bootstrap()
        var logs = CapturedLogs()
        // In an exit test, #line is the #expect's: the capture's line is given.
        let failures = FailureCapture.collect {
          logs = withCapturedLogs(line: 7) { _ in Logger(label: "app").info("Opened") }.logs
        }
        let snapshot = try? Snapshotting<CapturedLogs, String>.logs.snapshot(logs)
        let message = failures.first?.message ?? ""
        let checks = [
          outcome == .bootstrappedElsewhere,
          failures.count == 1,
          failures.first?.site.line == 7,
          message.contains("withCapturedLogs cannot capture what a Logger(label:) logs"),
          message.contains("Logging.SwiftLogNoOpLogHandler"),
          message.contains("CapturingLogHandler.bootstrap(fallback:"),
          snapshot == nil,
        ]
        if checks.contains(false) {
          FileHandle.standardError.write(Data("\(checks) \(failures) \(snapshot ?? "")\n".utf8))
          exit(1)
        }
        exit(0)
      }
    }

    /// A handler of the app's own that wraps a ``CapturingLogHandler`` is still
    /// `.bootstrappedElsewhere`, and its loggers reach captures: nothing fails.
    @Test func aForeignHandlerThatWrapsCapturingLogHandlerCaptures() async {
      await #expect(processExitsWith: .success) {
        LoggingSystem.bootstrap { label in
          MultiplexLogHandler([
            CapturingLogHandler(label: label, fallback: SwiftLogNoOpLogHandler()),
            SwiftLogNoOpLogHandler(),
          ])
        }
        let outcome = CapturingLogHandler.bootstrap()
        var logs = CapturedLogs()
        let failures = FailureCapture.collect {
          logs = withCapturedLogs { _ in Logger(label: "app").info("Opened") }.logs
        }
        let snapshot = try? Snapshotting<CapturedLogs, String>.logs.snapshot(logs)
        let passed =
          outcome == .bootstrappedElsewhere && failures.isEmpty
          && snapshot == "info [app] Opened"
        exit(passed ? 0 : 1)
      }
    }
  #endif
}
#endif
