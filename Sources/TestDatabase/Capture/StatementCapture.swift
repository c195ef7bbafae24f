import Dump
import GRDB

/// The statements a piece of code executed on one database, in order, with their arguments.
///
/// Use it to pin down how a screen or a command talks to the database: "this screen loads in
/// one statement", "saving does not re-read the list". Create one with
/// `DatabaseQueue.captureStatements(includingBookkeeping:_:)` or
/// ``DatabaseClone/captureStatements(includingBookkeeping:_:)``.
///
/// Capturing installs an SQLite trace on the connection for the duration of the action, which
/// costs a callback per statement. Captures nest; a trace installed by other code is replaced.
public struct StatementCapture<Result> {
  /// What the action returned.
  public let result: Result

  /// The statements, in the order the connection executed them.
  public let statements: [CapturedStatement]

  /// The statements' expanded SQL, one per line: the text to snapshot.
  public var transcript: String {
    statements.map(\.expandedSQL).joined(separator: "\n")
  }
}

extension StatementCapture: Sendable where Result: Sendable {}

extension DatabaseQueue {
  /// Runs `action` and returns what it returned with the statements this queue executed
  /// meanwhile.
  ///
  /// - Parameters:
  ///   - includingBookkeeping: Whether to keep GRDB's own statements (transactions, schema
  ///     reads; see ``CapturedStatement/isBookkeeping``). Defaults to false.
  ///   - action: The code to observe. Statements it runs on other connections are not seen.
  public func captureStatements<Result>(
    includingBookkeeping: Bool = false,
    _ action: () throws -> Result
  ) throws -> StatementCapture<Result> {
    let recorder = StatementRecorder(includingBookkeeping: includingBookkeeping)
    // Reentrant, so that it also works inside the caller's own write.
    unsafeReentrantWrite(recorder.start)
    defer { unsafeReentrantWrite(recorder.stop) }
    let result = try action()
    return StatementCapture(result: result, statements: recorder.statements)
  }

  /// Runs the asynchronous `action` and returns what it returned with the statements this
  /// queue executed meanwhile. See ``captureStatements(includingBookkeeping:_:)``.
  public func captureStatements<Result>(
    includingBookkeeping: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Result
  ) async throws -> StatementCapture<Result> {
    let recorder = StatementRecorder(includingBookkeeping: includingBookkeeping)
    // Reentrant, so that it also works inside the caller's own write.
    unsafeReentrantWrite(recorder.start)
    defer { unsafeReentrantWrite(recorder.stop) }
    let result = try await action()
    return StatementCapture(result: result, statements: recorder.statements)
  }
}

extension DatabaseClone {
  /// Runs `action` and returns what it returned with the statements this clone executed
  /// meanwhile. See `DatabaseQueue.captureStatements(includingBookkeeping:_:)`.
  public func captureStatements<Result>(
    includingBookkeeping: Bool = false,
    _ action: () throws -> Result
  ) throws -> StatementCapture<Result> {
    try queue.captureStatements(includingBookkeeping: includingBookkeeping, action)
  }

  /// Runs the asynchronous `action` and returns what it returned with the statements this
  /// clone executed meanwhile.
  public func captureStatements<Result>(
    includingBookkeeping: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Result
  ) async throws -> StatementCapture<Result> {
    try await queue.captureStatements(includingBookkeeping: includingBookkeeping, action)
  }
}

// Collects the statements of one connection while the action runs elsewhere.
private final class StatementRecorder: Sendable {
  private let captured = Locked<[CapturedStatement]>([])
  private let listenerID = Locked<Int?>(nil)
  private let includingBookkeeping: Bool

  init(includingBookkeeping: Bool) {
    self.includingBookkeeping = includingBookkeeping
  }

  var statements: [CapturedStatement] {
    captured.withLock { $0 }
  }

  func start(_ db: Database) {
    let id = StatementTrace.listen(on: db) { [self] entry in
      guard includingBookkeeping || !entry.isBookkeeping else { return }
      captured.withLock { $0.append(entry) }
    }
    listenerID.withLock { $0 = id }
  }

  func stop(_ db: Database) {
    guard let id = listenerID.withLock({ $0 }) else { return }
    StatementTrace.stopListening(id, on: db)
  }
}
