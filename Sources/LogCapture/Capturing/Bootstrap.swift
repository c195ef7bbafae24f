// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Foundation
import Logging

extension CapturingLogHandler {
  /// What ``bootstrap(fallback:metadataProvider:)`` did.
  public enum BootstrapOutcome: Sendable, Equatable {
    /// This call installed the handler: from now on `Logger(label:)` makes a
    /// ``CapturingLogHandler``.
    case installed
    /// An earlier call had installed it; this call's arguments were not used.
    case alreadyInstalled
    /// Other code had already bootstrapped swift-log with a handler of another type, and
    /// swift-log allows one bootstrap per process: nothing was changed, and `Logger(label:)`
    /// messages reach a capture only if that code's handler is (or wraps) a
    /// ``CapturingLogHandler``. When they do not, every capture fails its test.
    case bootstrappedElsewhere
  }

  /// Makes `Logger(label:)` create a ``CapturingLogHandler`` for the rest of the process, so
  /// that `withCapturedLogs` captures what code that makes its own loggers logs; what no
  /// capture receives goes to `fallback`'s handler (standard error unless given, as swift-log
  /// logs before any bootstrap).
  ///
  /// Call it from every test (or suite) that needs it: only the first call installs the
  /// handler, later ones return ``BootstrapOutcome/alreadyInstalled``, at any time and from
  /// any thread.
  ///
  /// swift-log's `LoggingSystem.bootstrap` may run only once per process, and a second call
  /// stops the process. So tests that set up their own logging call this function instead,
  /// with their factory as `fallback`, or bootstrap swift-log themselves with a factory that
  /// makes a ``CapturingLogHandler`` (`CapturingLogHandler(label: label, fallback: …)`).
  /// swift-log cannot say whether it was bootstrapped: this function makes one logger and
  /// bootstraps only when its handler is swift-log's default `StreamLogHandler`. It returns
  /// ``BootstrapOutcome/bootstrappedElsewhere`` after a bootstrap with another handler type,
  /// and it cannot tell an earlier bootstrap with a `StreamLogHandler` from none: after one,
  /// the process stops here, as it would at any second bootstrap.
  ///
  /// After ``BootstrapOutcome/bootstrappedElsewhere``, unless that handler wraps a
  /// ``CapturingLogHandler`` (this call logs one trace message to find out), every
  /// `withCapturedLogs` call fails its test, saying what happened and what to do, and a
  /// `.logs` snapshot of its logs fails instead of recording them: they would miss what
  /// `Logger(label:)` logs.
  @discardableResult
  public static func bootstrap(
    fallback: @escaping @Sendable (_ label: String) -> any LogHandler = {
      StreamLogHandler.standardError(label: $0)
    },
    metadataProvider: Logger.MetadataProvider? = nil
  ) -> BootstrapOutcome {
    Bootstrapping.once.run {
      let handler = Logger(label: "LogCapture.bootstrap").handler
      switch handler {
      case is CapturingLogHandler: return (.alreadyInstalled, nil)
      case is StreamLogHandler: break
      default: return (.bootstrappedElsewhere, ForeignLoggingSystem.found(handler: handler))
      }
      LoggingSystem.bootstrap(
        { label, provider in
          CapturingLogHandler(label: label, fallback: fallback(label), metadataProvider: provider)
        },
        metadataProvider: metadataProvider
      )
      return (.installed, nil)
    }
  }
}

/// The process's one record of whether the handler was installed, and of the logging system
/// other code installed instead: the only state
/// ``CapturingLogHandler/bootstrap(fallback:metadataProvider:)`` keeps.
final class Bootstrapping: @unchecked Sendable {
  static let once = Bootstrapping()

  private let lock = NSLock()
  private var outcome: CapturingLogHandler.BootstrapOutcome?
  private var foreign: ForeignLoggingSystem?

  /// `attempt`'s outcome the first time, and what that means for every later call.
  func run(
    _ attempt: () -> (CapturingLogHandler.BootstrapOutcome, ForeignLoggingSystem?)
  ) -> CapturingLogHandler.BootstrapOutcome {
    lock.withLock {
      if let outcome {
        return outcome == .bootstrappedElsewhere ? outcome : .alreadyInstalled
      }
      let result: CapturingLogHandler.BootstrapOutcome
      (result, foreign) = attempt()
      outcome = result
      return result
    }
  }

  /// The logging system that keeps `Logger(label:)` messages from captures, found by a
  /// bootstrap call; `nil` before one, and when they reach captures.
  var uncapturable: ForeignLoggingSystem? {
    lock.withLock { foreign }
  }
}
#endif
