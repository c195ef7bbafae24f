// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// swift-log bootstrapped by other code before ``CapturingLogHandler/bootstrap(fallback:metadataProvider:)``,
/// with a handler through which `Logger(label:)` messages reach no capture: what every
/// `withCapturedLogs` call then fails its test with, and the error a `.logs` snapshot of its
/// logs throws, so that logs that could not be captured are never recorded as `[no logs]`.
struct ForeignLoggingSystem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The type of handler `Logger(label:)` makes, as other code bootstrapped it.
  let handlerType: String

  /// The other code's logging system when a `Logger(label:)` message logged now reaches no
  /// capture; `nil` when it does (its handler wraps a ``CapturingLogHandler``).
  ///
  /// Logs one trace message in a capture of its own: a handler that keeps trace messages and
  /// reaches no capture logs it where it logs (once, from the process's first bootstrap call).
  static func found(handler: any LogHandler) -> ForeignLoggingSystem? {
    let probe = LogCaptureScope(level: .trace, enclosing: nil, uncapturable: nil)
    LogCaptureScope.$current.withValue(probe) {
      Logger(label: "LogCapture.bootstrap").trace("LogCapture: does a Logger(label:) reach a capture?")
    }
    guard probe.close().records.isEmpty else { return nil }
    return ForeignLoggingSystem(handlerType: String(reflecting: type(of: handler)))
  }

  var description: String {
    """
    withCapturedLogs cannot capture what a Logger(label:) logs: other code bootstrapped \
    swift-log first, with \(handlerType), so CapturingLogHandler.bootstrap() changed nothing \
    (it returned .bootstrappedElsewhere), and these logs would miss every such message. \
    Bootstrap once, with CapturingLogHandler.bootstrap(fallback: factory), passing the factory \
    that code gives LoggingSystem.bootstrap, or make that factory return \
    CapturingLogHandler(label: label, fallback: itsHandler).
    """
  }
}
#endif
