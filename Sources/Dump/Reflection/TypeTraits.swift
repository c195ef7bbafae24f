/// What reflection needs to know about a type, computed once per type and dump.
struct TypeTraits {
  enum Scalar {
    case string
    case plain
  }

  var name: String
  var isOptional = false
  var isMetatype = false
  var isConvertible = false
  var isRepresentable = false
  var isReflectable = false
  var isDiffObject = false
  var isIdentifiable = false
  var isClass = false
  var scalar: Scalar?

  init(of type: Any.Type, sample: Any) {
    name = TypeNameFormatter.name(of: type)
    if type is any OptionalProtocol.Type {
      isOptional = true
      return
    }
    isMetatype = sample is Any.Type
    isConvertible = type is any CustomDumpStringConvertible.Type
    isRepresentable = type is any CustomDumpRepresentable.Type
    isReflectable = type is any CustomDumpReflectable.Type
    isDiffObject = type is any _CustomDiffObject.Type
    isIdentifiable = type is any Identifiable.Type
    isClass = type is AnyClass
    let isCustomized = isConvertible || isRepresentable || isReflectable || isDiffObject
    if !isCustomized {
      let id = ObjectIdentifier(type)
      if Self.stringTypes.contains(id) {
        scalar = .string
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

/// Lets reflection unwrap an `Optional` held in an `Any` without a mirror.
protocol OptionalProtocol {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalProtocol {
  var wrappedValue: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}
