/// A `FILTER` of the review verbs: a path or a path's end, an optional line, and for a closure
/// holding one snapshot per argument an optional key in brackets, as `list` prints it
/// (`InvoiceTests.swift:12 [n: 1]`, given as one argument). A snapshot file is picked by its
/// path or its test file's, whole.
struct SnapshotFilter: Equatable {
  var text: String
  var path: Substring
  var line: Int?
  var key: String?

  init(_ filter: String) {
    text = filter
    var rest = Substring(filter)
    if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
      key = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
      rest = rest[..<open]
      while rest.last == " " { rest.removeLast() }
    }
    if let colon = rest.lastIndex(of: ":"), let number = Int(rest[rest.index(after: colon)...]) {
      line = number
      rest = rest[..<colon]
    }
    path = rest
  }

  /// Whether the filter picks `snapshot`.
  func matches(_ snapshot: PendingSnapshot) -> Bool {
    guard let site = snapshot.site else {
      return [snapshot.file, snapshot.entry.testFile].contains {
        $0 == text || $0.hasSuffix("/" + text)
      } || snapshot.path == text
    }
    let matchesPath =
      snapshot.file == path || snapshot.file.hasSuffix("/" + path) || snapshot.path == path
    return matchesPath
      && (line == nil || line == snapshot.line || line == site.line)
      && (key == nil || key == site.key?.text)
  }
}
