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
    case (true, false): return "\"" + text + "\"" == other.text
    case (false, true): return text == "\"" + other.text + "\""
    default: return text == other.text
    }
  }

  /// Appends the line's label and value, everything after its indent.
  func writeContent(to bytes: inout UTF8Buffer) {
    switch label {
    case .none:
      break
    case .name(let name):
      bytes.append(name)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    case .index(let position):
      bytes.append(UInt8(ascii: "["))
      bytes.appendDecimal(position)
      bytes.append(UInt8(ascii: "]"))
      bytes.append(UInt8(ascii: ":"))
      bytes.append(UInt8(ascii: " "))
    }
    if isQuoted { bytes.append(UInt8(ascii: "\"")) }
    bytes.append(text)
    if isQuoted { bytes.append(UInt8(ascii: "\"")) }
  }
}
