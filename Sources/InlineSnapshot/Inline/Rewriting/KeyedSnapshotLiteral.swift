import SwiftSyntax

/// One entry of a keyed snapshot closure: a snapshot and the key it is written under.
struct KeyedSnapshotEntry: Equatable, Sendable {
  var key: String
  var text: String
}

/// Reads and writes the closure that holds one snapshot per key, a `KeyValuePairs` literal:
///
/// ```swift
/// {
///   [
///     "n: 1": """
///     10
///     """,
///   ]
/// }
/// ```
///
/// Pure: syntax or entries in, entries or source text out.
enum KeyedSnapshotLiteral {
  /// The entries `closure` returns, when it returns a dictionary literal of plain string
  /// literals (`[:]` is none); `nil` when it returns anything else.
  static func entries(of closure: ClosureExprSyntax) -> [KeyedSnapshotEntry]? {
    guard let elements = elements(of: closure) else { return nil }
    var entries: [KeyedSnapshotEntry] = []
    for element in elements {
      guard
        let key = element.key.as(StringLiteralExprSyntax.self)?.compiledValue,
        let text = element.value.as(StringLiteralExprSyntax.self)?.compiledValue
      else { return nil }
      entries.append(KeyedSnapshotEntry(key: key, text: text))
    }
    return entries
  }

  /// The dictionary literal's element whose key reads `key`, in a closure returning one.
  static func element(of closure: ClosureExprSyntax, key: String) -> DictionaryElementSyntax? {
    elements(of: closure)?.first {
      $0.key.as(StringLiteralExprSyntax.self)?.compiledValue == key
    }
  }

  /// The elements of the dictionary literal `closure` returns (none for `[:]`); `nil` when it
  /// returns anything else.
  private static func elements(of closure: ClosureExprSyntax) -> DictionaryElementListSyntax? {
    guard closure.statements.count == 1, let item = closure.statements.first?.item else {
      return nil
    }
    let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    guard let dictionary = expression?.as(DictionaryExprSyntax.self) else { return nil }
    guard case .elements(let elements) = dictionary.content else { return [] }
    return elements
  }

  /// A closure returning `entries`, laid out for a call indented by `indentation`.
  static func closure(
    for entries: [KeyedSnapshotEntry],
    indentation: String,
    indentationUnit: String,
    newline: String
  ) -> String {
    let body = indentation + indentationUnit
    let inner = body + indentationUnit
    var text = "{" + newline + body + "["
    if entries.isEmpty { text += ":" }
    text += newline
    for entry in entries {
      let literal = SnapshotLiteral.multilineLiteral(
        for: entry.text, indentation: inner, newline: newline)
      // The literal's first line is indented like the key: the key takes its place.
      text += inner + keyLiteral(entry.key) + ": "
        + literal.dropFirst(inner.count) + "," + newline
    }
    return text + body + "]" + newline + indentation + "}"
  }

  /// A one-line string literal holding `key`: raw (`#"…"#`) when the key holds quotes or
  /// backslashes, so that it reads as printed; control characters and line breaks escaped.
  static func keyLiteral(_ key: String) -> String {
    let needsRaw = key.contains("\"") || key.contains("\\")
    var hashes = ""
    if needsRaw {
      hashes = "#"
      while key.contains("\"" + hashes) || key.contains("\\" + hashes) { hashes += "#" }
    }
    var body = ""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"" where !needsRaw: body += "\\\""
      case "\\" where !needsRaw: body += "\\\\"
      case "\n": body += "\\" + hashes + "n"
      case "\r": body += "\\" + hashes + "r"
      case "\t": body += "\\" + hashes + "t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        body += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: body.unicodeScalars.append(scalar)
      }
    }
    return hashes + "\"" + body + "\"" + hashes
  }

  /// `entries` with `key`'s snapshot set to `text` (in place, or inserted where `key` orders
  /// it), or removed for `nil`.
  static func setting(
    _ key: SnapshotKey, to text: String?, in entries: [KeyedSnapshotEntry]
  ) -> [KeyedSnapshotEntry] {
    var entries = entries
    let existing = entries.firstIndex { $0.key == key.text }
    switch (existing, text) {
    case (let index?, let text?): entries[index].text = text
    case (let index?, nil): entries.remove(at: index)
    case (nil, let text?):
      entries.insert(
        KeyedSnapshotEntry(key: key.text, text: text),
        at: key.insertionIndex(among: entries.map(\.key)))
    case (nil, nil): break
    }
    return entries
  }
}
