/// Which snapshot of a call an assertion checks: the closure's one snapshot, or the entry of
/// the running argument (or explicit key) in a closure holding one per key.
///
/// The one place that decides when a call records per argument.
enum SnapshotEntryChoice: Equatable {
  /// The closure's one snapshot (`nil`: the call has none).
  case single(expected: String?)
  /// The entry `key` (`expected`: its snapshot, `nil` when the closure has no such entry);
  /// `allArgumentKeys`: every argument's key, when the test's arguments are known.
  case entry(key: SnapshotKey, expected: String?, allArgumentKeys: [String]?)
  /// No entry can be chosen, for this reason.
  case refused(String)

  /// For a call with a plain closure (or none): a call without a closure in a parameterized
  /// test records one snapshot per argument; any other keeps one snapshot.
  ///
  /// - Parameter callTakesEntries: Whether the call in the source is `assertInlineSnapshot`
  ///   itself, which compiles with a keyed closure; a helper's call (`assertQuery`,
  ///   `assertMacro`) would not, and keeps one snapshot.
  static func choose(
    expected: String?,
    arguments: @autoclosure () -> TestCaseArguments? = TestCaseArguments.current,
    callTakesEntries: @autoclosure () -> Bool
  ) -> Self {
    guard expected == nil, let arguments = arguments(), callTakesEntries() else {
      return .single(expected: expected)
    }
    return entry(for: arguments, expected: nil)
  }

  /// For a call whose closure holds one snapshot per key.
  static func choose(
    in entries: KeyValuePairs<String, String>,
    key: String?,
    arguments: @autoclosure () -> TestCaseArguments? = TestCaseArguments.current
  ) -> Self {
    if let key {
      return .entry(
        key: SnapshotKey(key), expected: entries.first { $0.key == key }?.value,
        allArgumentKeys: nil)
    }
    guard let arguments = arguments() else { return .refused(noArgumentsMessage) }
    return entry(for: arguments, expected: entries.first { $0.key == arguments.key }?.value)
  }

  private static func entry(for arguments: TestCaseArguments, expected: String?) -> Self {
    if let duplicate = arguments.duplicateKey {
      return .refused(duplicateKeyMessage(duplicate))
    }
    return .entry(
      key: SnapshotKey(arguments.key, order: arguments.allKeys ?? []), expected: expected,
      allArgumentKeys: arguments.allKeys)
  }

  var expected: String? {
    switch self {
    case .single(let expected), .entry(_, let expected, _): expected
    case .refused: nil
    }
  }

  var key: SnapshotKey? {
    if case .entry(let key, _, _) = self { key } else { nil }
  }

  var allArgumentKeys: [String]? {
    if case .entry(_, _, let keys) = self { keys } else { nil }
  }

  static let noArgumentsMessage = """
    This snapshot holds one entry per argument, but this run has no test arguments to choose \
    one: it is not a parameterized Swift Testing test, or its arguments could not be read. \
    Pass the entry's key with `key:`.
    """

  static func duplicateKeyMessage(_ key: String) -> String {
    """
    Several arguments of this test have the key "\(key)" (their Dumps read the same), so their \
    snapshots would share one entry. Pass a distinct `key:` for each, or, for a type of yours, \
    give it a Dump that tells the values apart (a field, or a CustomDumpStringConvertible \
    conformance).
    """
  }
}
