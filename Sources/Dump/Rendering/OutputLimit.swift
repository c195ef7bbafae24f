/// How much text one dump or diff may write: past it, the rest is elided with ``marker``.
///
/// Without a bound, a value 100,000 levels deep or a large cyclic graph indents its way to
/// gigabytes of text and exhausts memory; no test can use such text anyway.
enum OutputLimit {
  /// 256 MiB of UTF-8: enough for a list 10,000 levels deep indented in full, and far beyond
  /// any readable snapshot or diff.
  package static let bytes = 268_435_456

  /// The last line of a text cut at ``bytes``.
  package static let marker = "… (truncated: Dump writes at most 256 MiB of text)"
}
