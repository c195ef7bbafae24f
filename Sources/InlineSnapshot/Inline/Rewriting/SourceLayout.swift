/// The whitespace conventions of a source file: its line ending and its indentation unit.
///
/// Recorded snapshots follow them so a rewritten file looks hand-written.
struct SourceLayout: Equatable, Sendable {
  /// The line ending new lines use: `"\r\n"` when most lines of the file end that way.
  var newline: String
  /// One level of indentation: the leading whitespace of the first indented code line.
  var indentationUnit: String

  init(newline: String = "\n", indentationUnit: String = "  ") {
    self.newline = newline
    self.indentationUnit = indentationUnit
  }

  /// Detects the conventions of `source`, falling back to `"\n"` and two spaces.
  init(detectingIn source: String) {
    var crlf = 0
    var lf = 0
    var unit: Substring?
    var previous: UInt8 = 0
    for byte in source.utf8 {
      if byte == UInt8(ascii: "\n") {
        if previous == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
      }
      previous = byte
    }
    for line in source.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let indentation = line.prefix { $0 == " " || $0 == "\t" }
      guard !indentation.isEmpty else { continue }
      let rest = line.dropFirst(indentation.count)
      // Block comment continuation lines (` * …`) are not code indentation.
      guard let first = rest.first, first != "*" else { continue }
      unit = indentation
      break
    }
    self.init(
      newline: crlf > lf ? "\r\n" : "\n",
      indentationUnit: unit.map(String.init) ?? "  "
    )
  }

  /// The leading spaces and tabs of `line` in `lines`.
  static func indentation(of line: Substring) -> String {
    String(line.prefix { $0 == " " || $0 == "\t" })
  }
}
