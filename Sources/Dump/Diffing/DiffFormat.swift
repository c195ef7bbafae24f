/// The markers that begin each line of a diff: one for lines only in the first value, one for
/// lines only in the second, and one for lines they share.
///
/// Use ``default`` where text shows in a monospaced font (terminals, logs) and ``proportional``
/// where it may not (Xcode's failure overlays), whose characters keep columns aligned there.
/// Choosing a format costs nothing; it only changes the characters written.
public struct DiffFormat: Sendable, Hashable {
  /// Begins a line found only in the first value (a removal).
  public var first: String

  /// Begins a line found only in the second value (an insertion).
  public var second: String

  /// Begins a line found in both values (unchanged).
  public var both: String

  /// Creates a format from the three line markers.
  ///
  /// Give markers of equal display width, or the columns of the diff will not line up.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// ASCII markers for monospaced output: "-" for removals, "+" for insertions, " " for
  /// unchanged lines.
  public static let `default` = Self(first: "-", second: "+", both: " ")

  /// Markers that keep their width in proportional fonts: a minus sign ("\u{2212}") for
  /// removals, "+" for insertions, and a figure space ("\u{2007}") for unchanged lines.
  public static let proportional = Self(first: "\u{2212}", second: "+", both: "\u{2007}")
}
