// The suites need the "Logging" trait; without it, one skipped test says how to run them.
#if Logging
import Foundation
import LogCapture
import Logging
import Testing

@Suite struct BootstrapTests {
  @Test func bootstrapsOnceAndThenSaysItAlreadyDid() {
    let first = CapturingLogHandler.bootstrap()
    // Another test may have been first.
    #expect(first == .installed || first == .alreadyInstalled)
    #expect(CapturingLogHandler.bootstrap() == .alreadyInstalled)
    #expect(Logger(label: "any").handler is CapturingLogHandler)
  }

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
#else
import Testing

@Test(.disabled("needs the Logging trait: swift test --traits Dependencies,Logging"))
func logCaptureNeedsTheTrait() {}
#endif
