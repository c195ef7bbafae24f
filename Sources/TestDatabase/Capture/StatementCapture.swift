import Dump
import GRDB

/// The statements a piece of code executed on one database, in order, with their arguments.
///
/// Use it to pin down how a screen or a command talks to the database: "this screen loads in
/// one statement", "saving does not re-read the list". Create one with
/// `DatabaseQueue.captureStatements(including:_:)` or
/// ``DatabaseClone/captureStatements(including:_:)``.
///
/// By default it keeps the statements the code issued, each once per execution, and leaves
/// out what GRDB and SQLite ran around them: transactions and schema reads, trigger programs,
/// virtual tables' internal statements (see ``StatementKinds``).
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
  ///   - kinds: What to keep beside the statements the code issued: GRDB's bookkeeping, trigger
  ///     programs, virtual tables' internals. Defaults to none.
  ///   - action: The code to observe. Statements it runs on other connections are not seen.
  public func captureStatements<Result>(
    including kinds: StatementKinds = [],
    _ action: () throws -> Result
  ) throws -> StatementCapture<Result> {
    let recorder = StatementRecorder(kinds: kinds)
    // Reentrant, so that it also works inside the caller's own write.
    unsafeReentrantWrite(recorder.start)
    defer { unsafeReentrantWrite(recorder.stop) }
    let result = try action()
    return StatementCapture(result: result, statements: recorder.statements)
  }

  /// Runs the asynchronous `action` and returns what it returned with the statements this
  /// queue executed meanwhile. See ``captureStatements(including:_:)``.
  public func captureStatements<Result>(
    including kinds: StatementKinds = [],
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Result
  ) async throws -> StatementCapture<Result> {
    let recorder = StatementRecorder(kinds: kinds)
    // Reentrant, so that it also works inside the caller's own write.
    unsafeReentrantWrite(recorder.start)
    defer { unsafeReentrantWrite(recorder.stop) }
    let result = try await action()
    return StatementCapture(result: result, statements: recorder.statements)
  }
}

extension DatabaseClone {
  /// Runs `action` and returns what it returned with the statements this clone executed
  /// meanwhile. See `DatabaseQueue.captureStatements(including:_:)`.
  public func captureStatements<Result>(
    including kinds: StatementKinds = [],
    _ action: () throws -> Result
  ) throws -> StatementCapture<Result> {
    try queue.captureStatements(including: kinds, action)
  }

  /// Runs the asynchronous `action` and returns what it returned with the statements this
  /// clone executed meanwhile.
  public func captureStatements<Result>(
    including kinds: StatementKinds = [],
    isolation: isolated (any Actor)? = #isolation,
    _ action: () async throws -> Result
  ) async throws -> StatementCapture<Result> {
    try await queue.captureStatements(including: kinds, action)
  }
}

// Collects the statements of one connection while the action runs elsewhere.
private final class StatementRecorder: Sendable {
  private let captured = Locked<[CapturedStatement]>([])
  private let listenerID = Locked<Int?>(nil)
  private let kinds: StatementKinds

  init(kinds: StatementKinds) {
    self.kinds = kinds
  }

  var statements: [CapturedStatement] {
    captured.withLock { $0 }
  }

  func start(_ db: Database) {
    let id = StatementTrace.listen(on: db) { [self] entry in
      guard kinds.includes(entry.kind) else { return }
      captured.withLock { $0.append(entry) }
    }
    listenerID.withLock { $0 = id }
  }

  func stop(_ db: Database) {
    guard let id = listenerID.withLock({ $0 }) else { return }
    StatementTrace.stopListening(id, on: db)
  }
}
