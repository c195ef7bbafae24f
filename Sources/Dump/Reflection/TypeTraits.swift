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
