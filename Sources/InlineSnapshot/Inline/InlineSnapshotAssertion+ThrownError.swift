extension InlineSnapshotAssertion {
  /// Which of a thrown error and a returned value met the other's snapshot.
  enum KindMismatch: Equatable {
    /// The expression threw, and the snapshot is of a value.
    case threwWhereValueExpected
    /// The expression returned a value, and the snapshot is of a thrown error.
    case returnedWhereErrorExpected
  }

  /// Whether the expression's outcome (error or value) differs from the snapshot's; `nil` when
  /// they agree or there is nothing to compare.
  var kindMismatch: KindMismatch? {
    guard let expected, actual != nil else { return nil }
    switch (threw, ThrownErrorSnapshot.isThrownError(expected)) {
    case (true, false): return .threwWhereValueExpected
    case (false, true): return .returnedWhereErrorExpected
    default: return nil
    }
  }

  /// A value whose text begins as an error's snapshot does: recorded, it would read as one.
  var valueReadsAsThrownError: Bool {
    !threw && actual.map(ThrownErrorSnapshot.isThrownError) == true
  }

  /// The sentence a mismatch of kinds adds to the failure.
  static func sentence(for mismatch: KindMismatch) -> String {
    switch mismatch {
    case .threwWhereValueExpected:
      "The expression threw an error, and the snapshot expects a returned value."
    case .returnedWhereErrorExpected:
      "The expression returned a value, and the snapshot expects a thrown error."
    }
  }

  static let valueReadsAsThrownErrorMessage = """
    the value's text begins with "\(ThrownErrorSnapshot.prefix)", which marks the snapshot \
    of a thrown error. Snapshot it so that its text begins otherwise: a string with \
    .customDump, which writes it in quotes; a value whose own description begins so \
    (CustomDumpStringConvertible, CustomStringConvertible) with a strategy that does not use \
    that description, or with a description that begins otherwise.
    """
}
