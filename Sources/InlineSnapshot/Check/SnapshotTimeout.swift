import Foundation

/// The error of a strategy whose snapshot did not come within the assertion's `timeout:`.
public struct SnapshotTimeout: Error, CustomStringConvertible {
  /// How long the assertion waited.
  public var seconds: TimeInterval

  /// swift-snapshot-testing's message, word for word.
  public var description: String {
    """
    Exceeded timeout of \(seconds) seconds waiting for snapshot.

    This can happen when an asynchronously loaded value (like a network response) has not \
    loaded. If a timeout is unavoidable, consider setting the "timeout" parameter of
    "assertInlineSnapshot" to a higher value.
    """
  }
}
