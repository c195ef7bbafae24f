// Strategies/: how a value renders as a snapshot: `Snapshotting`, `Diffing`, and the strategies
// this module ships.

/// A value delivered later, to a callback: how a strategy snapshots a value it must wait for.
///
/// ```swift
/// extension Snapshotting where Value == FeatureModel, Format == String {
///   /// The model's text once it has loaded.
///   static let loaded = Snapshotting<String, String>.lines.asyncPullback { model in
///     Async { callback in
///       Task { @MainActor in callback(await model.loadedText()) }
///     }
///   }
/// }
/// ```
///
/// The assertion waits for the callback up to its `timeout:` (5 seconds unless given), and fails
/// with a message saying so when it does not come. On the main thread (XCTest's tests) it runs
/// the main run loop while it waits, so callbacks sent to the main queue or the main actor
/// arrive; elsewhere it blocks its thread. So, as with swift-snapshot-testing:
///
/// - A callback that needs the actor the assertion runs on (the main actor, from a `@MainActor`
///   Swift Testing test) cannot arrive: assert from a test that is not on that actor.
/// - Swift Testing runs tests on Swift concurrency's shared threads, one of which the assertion
///   blocks, and other tests may hold the main actor meanwhile: work that needs an actor or a
///   `Task` can wait until the timeout in a full run although it passes alone. From Swift
///   Testing, deliver from a dispatch queue; a main-actor model is safest asserted from XCTest,
///   whose tests run on the main thread.
///
/// For new tests of `async` functions and `@MainActor` models, prefer
/// ``InlineSnapshot/assertInlineSnapshot(awaiting:as:message:record:timeout:syntaxDescriptor:matches:isolation:fileID:file:function:line:column:)``,
/// which suspends rather than blocks; these strategies remain for compatibility.
public struct Async<Value> {
  /// Starts the work, which hands its value to the callback once.
  ///
  /// The callback is `@Sendable`, unlike swift-snapshot-testing's, so that Swift 6 code can call
  /// it from another thread or task; the closures you write compile the same.
  public let run: (@escaping @Sendable (Value) -> Void) -> Void

  /// A value delivered by `run`, which may call its callback at once or later, on any thread.
  public init(run: @escaping (_ callback: @escaping @Sendable (Value) -> Void) -> Void) {
    self.run = run
  }

  /// A value that is already there.
  public init(value: Value) {
    self.init { callback in callback(value) }
  }

  /// The value `transform` makes of this one, once it is delivered.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    // `transform` runs where the value is delivered, as in swift-snapshot-testing.
    nonisolated(unsafe) let transform = transform
    return Async<NewValue> { callback in
      self.run { value in callback(transform(value)) }
    }
  }
}
