/// The line of a leaf value (`name: "Blob"`, `[3]: 42`) kept in pieces.
///
/// Most lines of a large diff are changed or unchanged leaves; comparing their pieces and
/// writing them straight into the output's bytes spares building a string per line.
struct LeafLine {
  enum Label: Equatable {
    case none
    case name(String)
    case index(Int)
  }

  var indent: Int
  var label: Label
  /// The value as printed, or for a plain string its contents, printed between quotes.
  var text: String
  var isQuoted: Bool

  /// The whole line.
  var joined: String {
    var bytes = UTF8Buffer(capacity: indent + text.utf8.count + 16)
    bytes.appendSpaces(indent)
    writeContent(to: &bytes)
    return bytes.text
  }

  /// Whether both lines read the same, without joining them in the common cases.
  func readsLike(_ other: LeafLine) -> Bool {
    guard indent == other.indent, label == other.label else {
      return joined == other.joined
    }
    // The same prefix, ending with a space or empty, on both: only what follows it can differ
    // (a string against `nil`, as an optional that became `nil` is compared).
    switch (isQuoted, other.isQuoted) {
    case (true, false): return quoted == other.text
    case (false, true): return text == other.quoted
    default: return text == other.text
    }
  }

  /// The value as printed.
  private var quoted: String {
    var quoted = ""
    DumpGrammar.writeQuoted(text, into: &quoted)
    return quoted
  }

  /// Appends the line's label and value, everything after its indent.
  func writeContent(to bytes: inout UTF8Buffer) {
    switch label {
    case .none:
      break
    case .name(let name):
      DumpGrammar.writeFieldLabel(name, into: &bytes)
    case .index(let position):
      DumpGrammar.writeIndexLabel(position, into: &bytes)
    }
    if isQuoted {
      DumpGrammar.writeQuoted(text, into: &bytes)
    } else {
      bytes.append(text)
    }
  }
}
