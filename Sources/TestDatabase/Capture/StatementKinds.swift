/// The statements a capture keeps beside those the code under test issued.
///
/// By default a capture, and a statement snapshot, lists only the statements the code issued,
/// each once per execution, with its arguments. Ask for more when a test is about them:
///
/// ```swift
/// try assertStatements(including: .triggers) {
///   try model.deleteLists(ids: [1, 3])
/// } statements: { … }
/// ```
public struct StatementKinds: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// GRDB's own statements: transactions, read-only switches, schema reads
  /// (``CapturedStatement/Kind/bookkeeping``).
  public static let bookkeeping = Self(rawValue: 1 << 0)

  /// Trigger programs and foreign key actions, after the statement that fired them
  /// (``CapturedStatement/Kind/trigger``). Their text comes from your schema.
  public static let triggers = Self(rawValue: 1 << 1)

  /// What virtual tables run on their shadow tables (``CapturedStatement/Kind/virtualTableInternal``).
  /// Their text is SQLite's and changes with its version: a snapshot of them may fail on
  /// another machine.
  public static let virtualTableInternals = Self(rawValue: 1 << 2)

  /// Everything the connection executed.
  public static let all: Self = [.bookkeeping, .triggers, .virtualTableInternals]

  /// Whether statements of `kind` are kept.
  public func includes(_ kind: CapturedStatement.Kind) -> Bool {
    switch kind {
    case .issued: true
    case .bookkeeping: contains(.bookkeeping)
    case .trigger: contains(.triggers)
    case .virtualTableInternal: contains(.virtualTableInternals)
    }
  }
}
