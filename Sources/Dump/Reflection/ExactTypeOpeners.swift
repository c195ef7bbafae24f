// Opening a value through its type's existential metatype, found once per type in
// `TypeTraits`: `value as? Self` is an exact-type cast, about twice as cheap as casting each
// value to a protocol, which looks its conformance up.

extension CustomDumpStringConvertible {
  /// The description of `value`, a value of this very type.
  static func customDumpDescription(of value: Any) -> String? {
    (value as? Self)?.customDumpDescription
  }
}

extension Identifiable {
  /// The `id` of `value`, a value of this very type.
  static func dumpID(of value: Any) -> Any? {
    (value as? Self)?.id
  }
}
