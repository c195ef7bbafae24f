// The suites need the "Logging" trait; without it, one skipped test says how to run them.
#if Logging
import LogCapture
import Logging
import Testing

/// Bootstrapping in this process (when other code bootstrapped swift-log first:
/// ForeignBootstrapTests, in LogCaptureEndToEndTests).
@Suite struct BootstrapTests {
  @Test func bootstrapsOnceAndThenSaysItAlreadyDid() {
    let first = CapturingLogHandler.bootstrap()
    // Another test may have been first.
    #expect(first == .installed || first == .alreadyInstalled)
    #expect(CapturingLogHandler.bootstrap() == .alreadyInstalled)
    #expect(Logger(label: "any").handler is CapturingLogHandler)
  }
}
#else
import Testing

@Test(.disabled("needs the Logging trait: swift test --traits Dependencies,Logging"))
func logCaptureNeedsTheTrait() {}
#endif
