import Dump

/// How a snapshot of a thrown error is written: `throw`, a space, then the error's Dump, so that
/// it reads as Swift that throws and never as a value.
///
/// ```
/// throw ParseError.unexpectedEnd(offset: 3)
/// ```
///
/// The error is always dumped, whatever the assertion's strategy (a strategy takes values of
/// its own type, and an error is not one), so the redactions of the enclosing
/// `.snapshots(redacting:)` trait or `withDumpRedactions` scope apply to it. A value's text
/// that begins with `throw ` (a text strategy's, or a dump of a type whose own description
/// begins so) is never recorded: it would read as an error.
enum ThrownErrorSnapshot {
  static let prefix = "throw "

  /// The snapshot of `error`, thrown by the expression an assertion snapshots.
  static func text(of error: any Error) -> String {
    prefix + String(customDumping: error)
  }

  /// Whether `snapshot` is the snapshot of a thrown error.
  static func isThrownError(_ snapshot: String) -> Bool {
    snapshot.hasPrefix(prefix)
  }
}
