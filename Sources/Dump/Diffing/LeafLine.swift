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
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
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

  /// Appends the line's UTF-8 bytes.
  func write(to bytes: inout [UInt8]) {
    Indentation.appendSpaces(indent, to: &bytes)
    switch label {
    case .none:
      break
    case .name(let name):
      bytes.appendUTF8(name)
      bytes.appendUTF8(": ")
    case .index(let position):
      bytes.append(UInt8(ascii: "["))
      bytes.appendUTF8(String(position))
      bytes.appendUTF8("]: ")
    }
    if isQuoted { bytes.append(UInt8(ascii: "\"")) }
    bytes.appendUTF8(text)
    if isQuoted { bytes.append(UInt8(ascii: "\"")) }
  }
}
