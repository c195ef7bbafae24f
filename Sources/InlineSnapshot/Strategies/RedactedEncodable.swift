import Foundation
import Dump

/// A value that encodes with a snapshot's redactions applied while encoding: every nested
/// value is matched by its type and its path (struct fields and dictionary keys as
/// ``DumpPathStep/objectKey(_:)``, array elements by index) before the encoder sees it.
///
/// Wrap the value once and encode the wrapper with any encoder (`JSONEncoder` for the `.json`
/// strategy): placeholders are encoded as strings holding tokens that
/// ``SnapshotRedaction/finish(_:)`` numbers in printed order, so sorted keys number as they
/// read. Values the encoder formats itself (`Date`, `Data`, `URL`, `Decimal`) reach it
/// unwrapped, so its strategies for them still apply.
struct RedactedEncodable: Encodable {
  let value: any Encodable
  let path: SnapshotRedaction.Path
  let redaction: SnapshotRedaction

  /// `value`, ready to encode with `redaction` applied, itself included.
  static func encoding(
    _ value: any Encodable, redaction: SnapshotRedaction
  ) -> any Encodable {
    switch RedactingEncoder.redacted(value, at: redaction.root, redaction: redaction) {
    case .omitted: return Optional<Int>.none
    case .encodable(let redacted): return redacted
    }
  }

  init(_ value: any Encodable, at path: SnapshotRedaction.Path, redaction: SnapshotRedaction) {
    self.value = value
    self.path = path
    self.redaction = redaction
  }

  // The value itself was matched where it was handed to the encoder.
  func encode(to encoder: any Encoder) throws {
    try value.encode(to: RedactingEncoder(base: encoder, path: path, redaction: redaction))
  }
}

/// A dictionary's value, already redacted, encoded as the encoder would encode it.
private struct RedactedEntry: Encodable {
  let value: any Encodable

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

private protocol OptionalValue {}
extension Optional: OptionalValue {}

/// An encoder that hands every value to a base encoder, redacted.
struct RedactingEncoder: Encoder {
  let base: any Encoder
  let path: SnapshotRedaction.Path
  let redaction: SnapshotRedaction

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  enum Redacted {
    case omitted
    case encodable(any Encodable)
  }

  /// `value` as it is to be encoded at `path`: left out, as a placeholder's string, as itself
  /// (values with nothing nested, which the encoder may format its own way), or wrapped so
  /// that what it holds is redacted in turn.
  static func redacted(
    _ value: any Encodable, at path: SnapshotRedaction.Path, redaction: SnapshotRedaction
  ) -> Redacted {
    // An optional adds no step: what it wraps is matched, by the single value it encodes.
    if !(value is any OptionalValue) {
      switch redaction.text(for: value, at: path) {
      case .omitted: return .omitted
      case .text(let text): return .encodable(text)
      case .asUsual: break
      }
    }
    switch value {
    case is String, is Bool, is Int, is Double, is Float, is Int8, is Int16, is Int32, is Int64,
      is UInt, is UInt8, is UInt16, is UInt32, is UInt64, is Date, is Data, is URL, is Decimal:
      return .encodable(value)
    case let dictionary as [String: any Encodable]:
      // Still a String-keyed dictionary, whose keys an encoder's key strategy leaves alone.
      var entries: [String: RedactedEntry] = [:]
      for (key, value) in dictionary {
        let entryPath = redaction.path(path, objectKey: key)
        guard case .encodable(let redacted) = Self.redacted(value, at: entryPath, redaction: redaction)
        else { continue }
        entries[key] = RedactedEntry(value: redacted)
      }
      return .encodable(entries)
    default:
      return .encodable(RedactedEncodable(value, at: path, redaction: redaction))
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      RedactingKeyedContainer(
        base: base.container(keyedBy: type), path: path, redaction: redaction))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    RedactingUnkeyedContainer(base: base.unkeyedContainer(), path: path, redaction: redaction)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    RedactingSingleValueContainer(
      base: base.singleValueContainer(), path: path, redaction: redaction)
  }
}

struct RedactingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var base: KeyedEncodingContainer<Key>
  let path: SnapshotRedaction.Path
  let redaction: SnapshotRedaction

  var codingPath: [any CodingKey] { base.codingPath }

  private func path(of key: Key) -> SnapshotRedaction.Path {
    redaction.path(path, objectKey: key.stringValue)
  }

  mutating func encodeNil(forKey key: Key) throws {
    guard !redaction.omits(path(of: key)) else { return }
    try base.encodeNil(forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    switch RedactingEncoder.redacted(value, at: path(of: key), redaction: redaction) {
    case .omitted: return
    case .encodable(let redacted): try base.encode(redacted, forKey: key)
    }
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(Box(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try encode(Box(value), key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try encode(Box(value), key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try encode(Box(value), key)
  }

  // A primitive goes through the generic path, so a redaction by type or path reaches it.
  private mutating func encode<T: Encodable>(_ box: Box<T>, _ key: Key) throws {
    switch RedactingEncoder.redacted(box.value, at: path(of: key), redaction: redaction) {
    case .omitted: return
    case .encodable(let redacted): try base.encode(redacted, forKey: key)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      RedactingKeyedContainer<NestedKey>(
        base: base.nestedContainer(keyedBy: keyType, forKey: key), path: path(of: key),
        redaction: redaction))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    RedactingUnkeyedContainer(
      base: base.nestedUnkeyedContainer(forKey: key), path: path(of: key), redaction: redaction)
  }

  mutating func superEncoder() -> any Encoder {
    RedactingEncoder(base: base.superEncoder(), path: path, redaction: redaction)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    RedactingEncoder(base: base.superEncoder(forKey: key), path: path(of: key), redaction: redaction)
  }
}

struct RedactingUnkeyedContainer: UnkeyedEncodingContainer {
  var base: any UnkeyedEncodingContainer
  let path: SnapshotRedaction.Path
  let redaction: SnapshotRedaction
  /// Elements offered so far, omitted ones included: an element's path is its index in the
  /// value, not in the text.
  private var offered = 0

  init(base: any UnkeyedEncodingContainer, path: SnapshotRedaction.Path, redaction: SnapshotRedaction) {
    self.base = base
    self.path = path
    self.redaction = redaction
  }

  var codingPath: [any CodingKey] { base.codingPath }
  var count: Int { base.count }

  private mutating func nextPath() -> SnapshotRedaction.Path {
    defer { offered += 1 }
    return redaction.path(path, index: offered)
  }

  mutating func encodeNil() throws {
    guard !redaction.omits(nextPath()) else { return }
    try base.encodeNil()
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    switch RedactingEncoder.redacted(value, at: nextPath(), redaction: redaction) {
    case .omitted: return
    case .encodable(let redacted): try base.encode(redacted)
    }
  }

  mutating func encode(_ value: Bool) throws { try encode(Box(value)) }
  mutating func encode(_ value: String) throws { try encode(Box(value)) }
  mutating func encode(_ value: Double) throws { try encode(Box(value)) }
  mutating func encode(_ value: Float) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int8) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int16) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int32) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int64) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt8) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt16) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt32) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt64) throws { try encode(Box(value)) }

  private mutating func encode<T: Encodable>(_ box: Box<T>) throws {
    switch RedactingEncoder.redacted(box.value, at: nextPath(), redaction: redaction) {
    case .omitted: return
    case .encodable(let redacted): try base.encode(redacted)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = nextPath()
    return KeyedEncodingContainer(
      RedactingKeyedContainer<NestedKey>(
        base: base.nestedContainer(keyedBy: keyType), path: path, redaction: redaction))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath()
    return RedactingUnkeyedContainer(
      base: base.nestedUnkeyedContainer(), path: path, redaction: redaction)
  }

  mutating func superEncoder() -> any Encoder {
    RedactingEncoder(base: base.superEncoder(), path: path, redaction: redaction)
  }
}

/// Picks the generic overload for a primitive, so that it is matched like any value.
private struct Box<T: Encodable> {
  let value: T
  init(_ value: T) { self.value = value }
}

struct RedactingSingleValueContainer: SingleValueEncodingContainer {
  var base: any SingleValueEncodingContainer
  let path: SnapshotRedaction.Path
  let redaction: SnapshotRedaction

  var codingPath: [any CodingKey] { base.codingPath }

  mutating func encodeNil() throws { try base.encodeNil() }

  mutating func encode<T: Encodable>(_ value: T) throws {
    switch RedactingEncoder.redacted(value, at: path, redaction: redaction) {
    case .omitted: try base.encodeNil()
    case .encodable(let redacted): try base.encode(redacted)
    }
  }

  mutating func encode(_ value: Bool) throws { try encode(Box(value)) }
  mutating func encode(_ value: String) throws { try encode(Box(value)) }
  mutating func encode(_ value: Double) throws { try encode(Box(value)) }
  mutating func encode(_ value: Float) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int8) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int16) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int32) throws { try encode(Box(value)) }
  mutating func encode(_ value: Int64) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt8) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt16) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt32) throws { try encode(Box(value)) }
  mutating func encode(_ value: UInt64) throws { try encode(Box(value)) }

  private mutating func encode<T: Encodable>(_ box: Box<T>) throws {
    switch RedactingEncoder.redacted(box.value, at: path, redaction: redaction) {
    case .omitted: try base.encodeNil()
    case .encodable(let redacted): try base.encode(redacted)
    }
  }
}
