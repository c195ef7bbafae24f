// The suites need the "Logging" trait; LogCaptureTests says how to run them without it.
#if Logging
import Foundation
import LogCapture
import Logging
import Testing

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
  #endif
}
#endif
