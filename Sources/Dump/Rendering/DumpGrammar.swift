/// Dump's print format, piece by piece: every label, mark, delimiter and leaf a dump or a
/// diff prints is spelled here, and nowhere else.
///
/// The renderer, the lines of both sides of a diff and the texts that order a set's members
/// all write through these functions, so a change to the format is a change to this file.
enum DumpGrammar {
  // MARK: Heads

  /// A field's label: `name: `.
  static func writeFieldLabel<Writer: DumpLineWriter & ~Copyable>(
    _ name: String, into writer: inout Writer
  ) {
    writer.write(name)
    writer.write(literal: ": ")
  }

  /// An element's label as text, without its colon: `[3]`.
  static func indexLabel(_ position: Int) -> String {
    "[\(position)]"
  }

  /// An element's label: `[3]: `, as ``indexLabel(_:)`` and ``writeFieldLabel(_:into:)`` would
  /// write it.
  static func writeIndexLabel<Writer: DumpLineWriter & ~Copyable>(
    _ position: Int, into writer: inout Writer
  ) {
    writer.write(ascii: UInt8(ascii: "["))
    writer.writeDecimal(position)
    writer.write(literal: "]: ")
  }

  /// A node's label in its parent, unless it has none or is a dictionary key (a dump of its
  /// own, written by the caller); returns whether it wrote one.
  @discardableResult
  static func writeLabel<Writer: DumpLineWriter & ~Copyable>(
    _ label: DumpLabel, into writer: inout Writer
  ) -> Bool {
    switch label {
    case .none, .key: return false
    case .field(let name): writeFieldLabel(name, into: &writer)
    case .index(let position): writeIndexLabel(position, into: &writer)
    }
    return true
  }

  /// An object's mark, `#2 `, before its type; nothing for the first object of its type.
  static func writeObjectMark<Writer: DumpLineWriter & ~Copyable>(
    _ number: Int, into writer: inout Writer
  ) {
    guard number > 0 else { return }
    writer.write(ascii: UInt8(ascii: "#"))
    writer.writeDecimal(number)
    writer.write(ascii: UInt8(ascii: " "))
  }

  // MARK: Containers

  /// What opens a container: `[`, `Set([`, `(`, `.case(` (`Type.case(` when qualified),
  /// `Type(`.
  static func writeOpening<Writer: DumpLineWriter & ~Copyable>(
    _ kind: DumpNodeKind, typeName: String, caseName: String, isQualified: Bool,
    into writer: inout Writer
  ) {
    switch kind {
    case .collection, .dictionary:
      writer.write(ascii: UInt8(ascii: "["))
    case .set:
      writer.write(literal: "Set([")
    case .tuple:
      writer.write(ascii: UInt8(ascii: "("))
    case .enumeration:
      writeCaseName(caseName, typeName: typeName, isQualified: isQualified, into: &writer)
      writer.write(ascii: UInt8(ascii: "("))
    default:
      writer.write(typeName)
      writer.write(ascii: UInt8(ascii: "("))
    }
  }

  /// What closes a container opened by ``writeOpening(_:typeName:caseName:isQualified:into:)``.
  static func writeClosing<Writer: DumpLineWriter & ~Copyable>(
    _ kind: DumpNodeKind, into writer: inout Writer
  ) {
    switch kind {
    case .collection, .dictionary: writer.write(ascii: UInt8(ascii: "]"))
    case .set: writer.write(literal: "])")
    default: writer.write(ascii: UInt8(ascii: ")"))
    }
  }

  /// An empty container: `[]`, `[:]`, `Set([])`, `()`, `Type()`.
  static func writeEmpty<Writer: DumpLineWriter & ~Copyable>(
    _ kind: DumpNodeKind, typeName: String, caseName: String, isQualified: Bool,
    into writer: inout Writer
  ) {
    guard kind != .dictionary else { return writer.write(literal: "[:]") }
    writeOpening(
      kind, typeName: typeName, caseName: caseName, isQualified: isQualified, into: &writer)
    writeClosing(kind, into: &writer)
  }

  /// A container whose contents are not shown: `Type(…)`, `[…]`.
  static func writeElided<Writer: DumpLineWriter & ~Copyable>(
    _ kind: DumpNodeKind, typeName: String, caseName: String, isQualified: Bool,
    into writer: inout Writer
  ) {
    writeOpening(
      kind, typeName: typeName, caseName: caseName, isQualified: isQualified, into: &writer)
    writer.write(literal: "…")
    writeClosing(kind, into: &writer)
  }

  /// An object met again: `Type(↩︎)` inside itself, `Type(↑)` elsewhere.
  static func writeReference<Writer: DumpLineWriter & ~Copyable>(
    typeName: String, isCycle: Bool, into writer: inout Writer
  ) {
    writer.write(typeName)
    writer.write(literal: isCycle ? "(↩︎)" : "(↑)")
  }

  /// Elements a diff leaves out: `… (12 unchanged)`.
  static func writeUnchangedRun<Writer: DumpLineWriter & ~Copyable>(
    _ count: Int, into writer: inout Writer
  ) {
    writer.write(literal: "… (")
    writer.writeDecimal(count)
    writer.write(literal: " unchanged)")
  }

  /// The separator after every entry of a container but the last.
  static let separator = ","

  /// Writes ``separator``.
  static func writeSeparator<Writer: DumpLineWriter & ~Copyable>(into writer: inout Writer) {
    writer.write(ascii: UInt8(ascii: ","))
  }

  // MARK: Leaves

  /// How a leaf that prints on one line writes its value.
  enum LeafValue {
    /// The node's text as it is (scalars, descriptions, metatypes).
    case text
    /// The node's text between quotation marks (plain strings).
    case quoted
    case none
    /// `.case`, or `Type.case` when qualified.
    case enumCase(isQualified: Bool)
    /// A string spelled as a literal with escapes or raw delimiters.
    case literal(String)
  }

  /// How a leaf of `kind` with `text` prints on one line, or `nil` when it takes several (a
  /// multi-line string or description) or is no leaf.
  static func leafValue(
    _ kind: DumpNodeKind, text: String, isQualified: Bool
  ) -> LeafValue? {
    switch kind {
    case .scalar, .customDescription, .metatype:
      return text.containsLineFeed ? nil : .text
    case .none:
      return LeafValue.none
    case .string:
      if StringLiteral.isPlain(text) { return .quoted }
      guard !StringLiteral.isMultiLine(text) else { return nil }
      return .literal(StringLiteral.singleLine(text))
    case .enumeration(hasPayload: false):
      return .enumCase(isQualified: isQualified)
    default:
      return nil
    }
  }

  /// A one-line leaf's value, as ``leafValue(_:text:isQualified:)`` found it.
  static func writeLeaf<Writer: DumpLineWriter & ~Copyable>(
    _ value: LeafValue, text: String, typeName: String, into writer: inout Writer
  ) {
    switch value {
    case .text:
      writer.write(text)
    case .quoted:
      writeQuoted(text, into: &writer)
    case .none:
      writeNil(into: &writer)
    case .enumCase(let isQualified):
      writeCaseName(text, typeName: typeName, isQualified: isQualified, into: &writer)
    case .literal(let literal):
      writer.write(literal)
    }
  }

  /// `nil`.
  static func writeNil<Writer: DumpLineWriter & ~Copyable>(into writer: inout Writer) {
    writer.write(literal: "nil")
  }

  /// A plain string between quotation marks, as it is.
  static func writeQuoted<Writer: DumpLineWriter & ~Copyable>(
    _ text: String, into writer: inout Writer
  ) {
    writer.write(ascii: UInt8(ascii: "\""))
    writer.write(text)
    writer.write(ascii: UInt8(ascii: "\""))
  }

  /// `.case`, or `Type.case` when qualified (at a dump's root, unless reached through an
  /// optional).
  static func writeCaseName<Writer: DumpLineWriter & ~Copyable>(
    _ name: String, typeName: String, isQualified: Bool, into writer: inout Writer
  ) {
    if isQualified { writer.write(typeName) }
    writer.write(ascii: UInt8(ascii: "."))
    writer.write(name)
  }

  /// The delimiter that opens a multi-line string: `"""`, after its raw hashes.
  static func writeMultiLineOpening<Writer: DumpLineWriter & ~Copyable>(
    hashes: String, into writer: inout Writer
  ) {
    writer.write(hashes)
    writer.write(literal: "\"\"\"")
  }

  /// The delimiter that closes a multi-line string: `"""`, before its raw hashes.
  static func writeMultiLineClosing<Writer: DumpLineWriter & ~Copyable>(
    hashes: String, into writer: inout Writer
  ) {
    writer.write(literal: "\"\"\"")
    writer.write(hashes)
  }

  /// A multi-line string shown collapsed: `"…"`.
  static func writeElidedString<Writer: DumpLineWriter & ~Copyable>(into writer: inout Writer) {
    writer.write(literal: "\"…\"")
  }

  /// After two values that read alike but differ in type: ` as Type`.
  static func writeTypeNote<Writer: DumpLineWriter & ~Copyable>(
    _ typeName: String, into writer: inout Writer
  ) {
    writer.write(literal: " as ")
    writer.write(typeName)
  }
}
