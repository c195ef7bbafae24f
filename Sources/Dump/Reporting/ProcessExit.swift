import Foundation

/// The work a test process does when it exits, in one handler, in the order written here.
///
/// Swift Testing has no "all tests finished" hook a library can observe, and XCTest observers
/// do not see Swift Testing runs; `atexit` runs after both, once, in every test process. Work
/// registers into its phase; the phases run in ``Phase`` order, whatever order they registered
/// in.
package enum ProcessExit {
  /// What happens at exit, in the order it happens.
  package enum Phase: Int, CaseIterable, Sendable {
    /// Finish writing files the tests produced (a module's buffered writes): first, so that
    /// they are written even when the next phase ends the process with status 1.
    case finishWrites
    /// End the process with status 1 when failures could not reach a test framework
    /// (``TestFailure``): last, as it does not return.
    case failUndelivered
  }

  /// Work registered by phase, run in the phases' order.
  struct Work: Sendable {
    private var actions: [Phase: [@Sendable () -> Void]] = [:]

    mutating func add(_ phase: Phase, _ action: @escaping @Sendable () -> Void) {
      actions[phase, default: []].append(action)
    }

    /// Every action, phase after phase.
    var ordered: [@Sendable () -> Void] {
      Phase.allCases.flatMap { actions[$0] ?? [] }
    }
  }

  private static let work = Locked(Work())

  /// Adds `action` to `phase`; the one exit handler is registered on the first call.
  package static func register(_ phase: Phase, _ action: @escaping @Sendable () -> Void) {
    _ = handler
    work.withLock { $0.add(phase, action) }
  }

  private static let handler: Void = {
    atexit {
      for action in ProcessExit.work.withLock({ $0.ordered }) { action() }
    }
  }()
}
