/// What reflection needs to know about a type, computed once per type and dump.
///
/// A class, so that looking traits up for every value shares them instead of copying them.
final class TypeTraits {
  enum Scalar {
    case string
    case int
    case bool
    case plain
  }

  private(set) var name: String
  private(set) var isMetatype = false
  private(set) var isRepresentable = false
  private(set) var isReflectable = false
  private(set) var isDiffObject = false
  private(set) var isClass = false
  private(set) var scalar: Scalar?

  // The type as an existential metatype, for the protocols met on nearly every value: each
  // value is then opened with an exact-type cast, about twice as cheap as a protocol cast.
  private(set) var optionalType: (any OptionalProtocol.Type)?
  private(set) var convertibleType: (any CustomDumpStringConvertible.Type)?
  private(set) var identifiableType: (any Identifiable.Type)?
  private(set) var arrayType: (any ArrayProtocol.Type)?

  // Whether a payload-less case of this type, if it is an enum, prints its bare name: a
  // function of the value's bits, so the name can be remembered by them.
  private var remembersCaseNames = false
  private var caseNames: [UInt64: String] = [:]

  var isOptional: Bool { optionalType != nil }
  var isConvertible: Bool { convertibleType != nil }
  var isIdentifiable: Bool { identifiableType != nil }

  init(of type: Any.Type, sample: Any) {
    name = TypeNameFormatter.name(of: type)
    optionalType = type as? any OptionalProtocol.Type
    if optionalType != nil { return }
    isMetatype = sample is Any.Type
    convertibleType = type as? any CustomDumpStringConvertible.Type
    isRepresentable = type is any CustomDumpRepresentable.Type
    isReflectable = type is any CustomDumpReflectable.Type
    isDiffObject = type is any _CustomDiffObject.Type
    identifiableType = type as? any Identifiable.Type
    isClass = type is AnyClass
    let isCustomized = isConvertible || isRepresentable || isReflectable || isDiffObject
    if !isCustomized {
      arrayType = type as? any ArrayProtocol.Type
      let id = ObjectIdentifier(type)
      if Self.stringTypes.contains(id) {
        scalar = .string
      } else if type == Int.self {
        scalar = .int
      } else if type == Bool.self {
        scalar = .bool
      } else if Self.plainScalarTypes.contains(id) {
        scalar = .plain
      }
    }
    remembersCaseNames =
      !isCustomized && scalar == nil && arrayType == nil && !isClass && !isMetatype
      && !(type is any CustomStringConvertible.Type) && !(type is any TextOutputStreamable.Type)
      && !(type is any CustomReflectable.Type)
  }

  /// The name of `value`'s case when a value with the same bits was remembered as a
  /// payload-less case of this enum; sparing a mirror and `String(describing:)` per value.
  func caseName(of value: Any) -> String? {
    guard !caseNames.isEmpty, let bits = Self.bits(of: value) else { return nil }
    return caseNames[bits]
  }

  /// Remembers that `value`, a payload-less case of this enum, is named `name`.
  func remember(caseName name: String, of value: Any) {
    guard remembersCaseNames, let bits = Self.bits(of: value) else { return }
    caseNames[bits] = name
  }

  // Equal bits are the same case: an enum's cases never share a representation.
  private static func bits<Value>(of value: Value) -> UInt64? {
    guard MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size else { return nil }
    var bits: UInt64 = 0
    withUnsafeBytes(of: value) { bytes in
      for (offset, byte) in bytes.enumerated() {
        bits |= UInt64(byte) << (8 * offset)
      }
    }
    return bits
  }

  private static let stringTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(String.self), ObjectIdentifier(Substring.self),
  ]

  // Standard types whose default mirror has no children and no display style.
  private static let plainScalarTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
    ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
    ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
    ObjectIdentifier(UInt64.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
    ObjectIdentifier(Bool.self),
  ]
}
