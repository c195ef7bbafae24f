/// How much text one dump or diff may write: past it, the rest is elided with ``marker``.
///
/// Without a bound, a value 100,000 levels deep or a large cyclic graph indents its way to
/// gigabytes of text and exhausts memory; no test can use such text anyway.
package enum OutputLimit {
  /// 10,000,000 UTF-8 bytes (about 10 MB), far beyond any readable snapshot or diff.
  package static let bytes = 10_000_000

  /// The last line of a text cut at ``bytes``.
  package static let marker = "… (truncated: Dump writes at most 10,000,000 bytes of text)"
}
