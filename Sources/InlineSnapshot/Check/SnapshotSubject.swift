import Foundation

/// What an assertion's expression gave, a value or a thrown error, evaluated once: it is
/// consumed by taking its snapshot, so that no path of a check can take the snapshot again
/// (running a command twice, or a user's closure).
struct SnapshotSubject<Value>: ~Copyable {
  private let result: Result<Value?, any Error>

  /// Runs `value`, keeping the error it throws as the subject.
  init(_ value: () throws -> Value?) {
    result = Result { try value() }
  }

  /// Whether the expression threw.
  var threw: Bool {
    if case .failure = result { true } else { false }
  }

  /// The snapshot: the strategy's for a value (`nil` for no value), `thrown`'s for an error
  /// (an inline snapshot's ``ThrownErrorSnapshot``; a file snapshot rethrows it). Throws what
  /// the strategy throws, such as ``SnapshotTimeout``.
  consuming func take<Format>(
    as snapshotting: Snapshotting<Value, Format>,
    timeout: TimeInterval,
    thrown: (any Error) throws -> Format
  ) throws -> TakenSnapshot<Format?> {
    switch result {
    case .success(let value?): try snapshotting.taken(of: value, timeout: timeout).map { $0 }
    case .success(nil): TakenSnapshot(snapshot: nil, take: nil)
    case .failure(let error): TakenSnapshot(snapshot: try thrown(error), take: nil)
    }
  }
}
