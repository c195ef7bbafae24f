/// What the expression of an inline snapshot assertion gave: a value or a thrown error.
enum SnapshotSubject<Value> {
  case returned(Value?)
  case threw(any Error)

  /// Runs `value`, keeping the error it throws as the subject.
  init(_ value: () throws -> Value?) {
    do { self = .returned(try value()) } catch { self = .threw(error) }
  }

  /// The snapshot text: the strategy's for a value (`nil` for no value), the error's
  /// ``ThrownErrorSnapshot`` for an error. Throws what the strategy throws, such as
  /// ``SnapshotTimeout``.
  func snapshot(as snapshotting: Snapshotting<Value, String>, timeout: Double) throws -> String? {
    switch self {
    case .returned(let value): try value.map { try snapshotting.snapshot(of: $0, timeout: timeout) }
    case .threw(let error): ThrownErrorSnapshot.text(of: error)
    }
  }

  var threw: Bool {
    if case .threw = self { true } else { false }
  }
}
