/// What reflection needs to know about a type, computed once per type and process.
///
/// A class, so that looking traits up for every value shares them instead of copying them;
/// immutable, so that every dump on every thread can share them.
// Unchecked only because the compiler does not treat every existential metatype as `Sendable`:
// every stored property is a constant, and metatypes are the runtime's immutable metadata.
final class TypeTraits: @unchecked Sendable {
  enum Scalar {
    case string
    case int
    case bool
    case plain
  }

  let name: String
  let isMetatype: Bool
  let isRepresentable: Bool
  let isReflectable: Bool
  let isDiffObject: Bool
  let isClass: Bool
  let scalar: Scalar?

  // The type as an existential metatype, for the protocols met on nearly every value: each
  // value is then opened with an exact-type cast, about twice as cheap as a protocol cast.
  let optionalType: (any OptionalProtocol.Type)?
  let convertibleType: (any CustomDumpStringConvertible.Type)?
  let identifiableType: (any Identifiable.Type)?
  let arrayType: (any ArrayProtocol.Type)?

  /// Whether a payload-less case of this type, if it is an enum, prints its bare name: a
  /// function of the value's bits, which ``EnumCaseNames`` can then remember.
  let remembersCaseNames: Bool

  /// Whether a value of this type reflects as a tuple (an enum case's payload of several
  /// values does), or `nil` when its own mirror decides, value by value.
  let isTuple: Bool?

  /// Whether a value of this type dumps as its standard mirror shows it: no customization,
  /// not an optional (which prints its wrapped value), not an object, not a metatype.
  let dumpsAsItsMirror: Bool

  var isOptional: Bool { optionalType != nil }
  var isConvertible: Bool { convertibleType != nil }
  var isIdentifiable: Bool { identifiableType != nil }

  private static let cache = Locked<[ObjectIdentifier: TypeTraits]>([:])

  /// The traits of `type`, of which `sample` is a value; computed on the first request in the
  /// process, which spares every later dump about ten conformance checks per type.
  static func of(_ type: Any.Type, sample: Any) -> TypeTraits {
    let id = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[id] }) { return known }
    let traits = TypeTraits(of: type, sample: sample)
    cache.withLock { $0[id] = traits }
    return traits
  }

  private init(of type: Any.Type, sample: Any) {
    name = TypeNameFormatter.name(of: type)
    optionalType = type as? any OptionalProtocol.Type
    let isOptional = optionalType != nil
    isMetatype = !isOptional && sample is Any.Type
    convertibleType = isOptional ? nil : type as? any CustomDumpStringConvertible.Type
    isRepresentable = !isOptional && type is any CustomDumpRepresentable.Type
    isReflectable = !isOptional && type is any CustomDumpReflectable.Type
    isDiffObject = !isOptional && type is any _CustomDiffObject.Type
    identifiableType = isOptional ? nil : type as? any Identifiable.Type
    isClass = !isOptional && type is AnyClass
    let isCustomized =
      isOptional || convertibleType != nil || isRepresentable || isReflectable || isDiffObject
    dumpsAsItsMirror = !isCustomized && !isClass && !isMetatype
    arrayType = isCustomized ? nil : type as? any ArrayProtocol.Type
    scalar = isCustomized ? nil : Self.scalar(of: type)
    remembersCaseNames =
      !isCustomized && scalar == nil && arrayType == nil && !isClass && !isMetatype
      && !(type is any CustomStringConvertible.Type) && !(type is any TextOutputStreamable.Type)
      && !(type is any CustomReflectable.Type)
    // Only a custom mirror can vary by value; a type's own mirror always has one style.
    isTuple =
      isReflectable || type is any CustomReflectable.Type
      ? nil : Mirror(reflecting: sample).displayStyle == .tuple
  }

  private static func scalar(of type: Any.Type) -> Scalar? {
    let id = ObjectIdentifier(type)
    if stringTypes.contains(id) { return .string }
    if type == Int.self { return .int }
    if type == Bool.self { return .bool }
    if plainScalarTypes.contains(id) { return .plain }
    return nil
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
