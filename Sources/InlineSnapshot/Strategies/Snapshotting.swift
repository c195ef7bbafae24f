import Dump
import Foundation

/// A strategy that turns a value into a snapshot and compares snapshots.
///
/// Inline snapshots use text strategies (`Snapshotting<Value, String>`): ``lines``,
/// ``description``, ``dump``, ``customDump``, and `json` (for `Encodable` values and for untyped
/// JSON objects). Build your own by pulling an existing one back to your type:
///
/// ```swift
/// extension Snapshotting where Value == URLRequest, Format == String {
///   static let curl = Snapshotting<String, String>.lines.pullback { $0.curlCommand }
/// }
/// ```
///
/// A strategy whose snapshot must be waited for hands it to a callback: see ``Async``,
/// ``asyncPullback(_:)`` and ``init(pathExtension:diffing:asyncSnapshot:)``.
public struct Snapshotting<Value, Format> {
  /// The file extension a file snapshot would use; unused by inline snapshots.
  public var pathExtension: String?

  /// How two snapshots are compared and their difference described.
  public var diffing: Diffing<Format>

  // Hands the snapshot of a value, or the error taking it threw, to a callback: at once for
  // strategies made from a function, later for those made from an `Async`.
  var take: (Value, @escaping @Sendable (Result<Format, any Error>) -> Void) -> Void

  /// Creates a strategy from a comparison and a snapshot function.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    snapshot: @escaping (_ value: Value) throws -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing, take: { value, callback in
      callback(Result { try snapshot(value) })
    })
  }

  /// Creates a strategy whose snapshot is handed to a callback, for values it must wait for.
  ///
  /// The assertion waits up to its `timeout:`; see ``Async``.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing, take: { value, callback in
      asyncSnapshot(value).run { callback(.success($0)) }
    })
  }

  private init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    take: @escaping (Value, @escaping @Sendable (Result<Format, any Error>) -> Void) -> Void
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.take = take
  }

  /// Takes the snapshot of a value. A thrown error fails the assertion with the error.
  ///
  /// For a strategy made from an ``Async``, this waits for it up to 5 seconds, and throws
  /// ``SnapshotTimeout`` when it does not come.
  public var snapshot: (Value) throws -> Format {
    get {
      { [take] value in try Self.wait(for: value, take: take, timeout: 5) }
    }
    set {
      take = { value, callback in callback(Result { try newValue(value) }) }
    }
  }

  /// Takes the snapshot of `value` once, waiting up to `timeout` seconds, with what its
  /// redacted steps rendered (see ``TakenSnapshot``). An assertion calls it through its
  /// ``SnapshotSubject``, which can be taken only once.
  func taken(of value: Value, timeout: TimeInterval) throws -> TakenSnapshot<Format> {
    let (result, rendered) = SnapshotTake.taking {
      Result { try Self.wait(for: value, take: take, timeout: timeout) }
    }
    return TakenSnapshot(snapshot: try result.get(), take: rendered)
  }

  private static func wait(
    for value: Value,
    take: (Value, @escaping @Sendable (Result<Format, any Error>) -> Void) -> Void,
    timeout: TimeInterval
  ) throws -> Format {
    guard let result = SnapshotWait.result(timeout: timeout, start: { take(value, $0) }) else {
      throw SnapshotTimeout(seconds: timeout)
    }
    return try result.get()
  }

  /// A strategy for another type: `transform` turns its values into ones this strategy takes.
  public func pullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing, take: {
      [take] newValue, callback in
      do {
        take(try transform(newValue), callback)
      } catch {
        callback(.failure(error))
      }
    })
  }

  /// A strategy for another type whose values turn into ones this strategy takes only later,
  /// such as a model that must load first.
  public func asyncPullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    // This strategy runs where the value is delivered, as in swift-snapshot-testing.
    nonisolated(unsafe) let take = take
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing, take: {
      newValue, callback in
      // Delivered on another thread, the rest still belongs to this evaluation.
      let evaluation = SnapshotTake.current
      transform(newValue).run { value in
        guard let evaluation else { return take(value, callback) }
        evaluation.including { take(value, callback) }
      }
    })
  }
}

/// A strategy whose snapshots are the values themselves, such as ``Snapshotting/lines``.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// A strategy that snapshots a value as itself.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
  }
}
