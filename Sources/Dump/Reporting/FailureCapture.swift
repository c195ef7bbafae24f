/// Failures collected instead of reported, for tests of the assertions themselves: inside
/// ``collect(_:)`` (in the same task or its child tasks) no failure reaches a test framework.
final class FailureCapture: Sendable {
  @TaskLocal static var current: FailureCapture?

  private let collected = Locked<[AssertionFailure]>([])

  /// The failures reported while `operation` ran, in the order they were reported.
  static func collect(
    _ operation: () throws -> Void
  ) rethrows -> [AssertionFailure] {
    let capture = FailureCapture()
    try $current.withValue(capture, operation: operation)
    return capture.failures
  }

  /// The failures reported while an asynchronous `operation` ran.
  static func collect(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Void
  ) async rethrows -> [AssertionFailure] {
    let capture = FailureCapture()
    try await $current.withValue(capture, operation: operation, isolation: isolation)
    return capture.failures
  }

  var failures: [AssertionFailure] { collected.withLock { $0 } }

  func append(_ failure: AssertionFailure) {
    collected.withLock { $0.append(failure) }
  }
}
