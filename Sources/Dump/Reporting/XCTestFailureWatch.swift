/// Tells whether an `XCTFail` reached a running XCTest test case.
///
/// swift-corelibs-xctest drops a failure made while no test case runs (an assertion in a class
/// `tearDown`, in a thread that outlived its test, in a program that only links XCTest): its
/// `XCTFail` documents that such failures "will *not* be reported". A failure it takes is told
/// to its observers on the failing thread before `XCTFail` returns, so an observer that calls
/// ``observedFailure()`` (InlineSnapshot's, or the one Dump registers through XCTest's
/// symbols) answers for the `XCTFail` running on that thread.
package enum XCTestFailureWatch {
  /// Set while this task's (or thread's) `XCTFail` runs.
  @TaskLocal private static var taken: Locked<Bool>?

  /// Runs `xctFail`, a call of `XCTFail`; returns whether a test case took the failure.
  package static func fail(_ xctFail: () -> Void) -> Bool {
    let taken = Locked(false)
    $taken.withValue(taken, operation: xctFail)
    return taken.withLock { $0 }
  }

  /// Called by an XCTest observer told that a test case failed on this thread.
  package static func observedFailure() {
    taken?.withLock { $0 = true }
  }
}
