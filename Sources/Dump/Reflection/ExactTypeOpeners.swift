// Opening a value through its type's existential metatype, found once per type in
// `TypeTraits`: reading a value as the type it is known to have costs less than casting each
// value to a protocol, which looks its conformance up.
//
// Each opener (here and in `ReflectionShortcuts.swift`) spells out its read and its cast: one
// generic helper taking the read as a closure cost 2–5% more instructions on large diffs.

/// Calls `body` with `value` as a `T` when `T` is exactly its dynamic type, and returns whether
/// it did.
///
/// The value is opened and read in place rather than cast. In the unspecialized code of a
/// protocol extension, `value as? Self` looks the metadata of `Self?` up on every call, which
/// costs more than the rest of opening the value; `Self`'s own metadata comes with the call.
@inline(__always)
func withExactValue<T>(_ value: Any, as type: T.Type, _ body: (T) -> Void) -> Bool {
  func read<Opened>(_ opened: Opened) -> Bool {
    guard Opened.self == T.self else { return false }
    withUnsafePointer(to: opened) { body(UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee) }
    return true
  }
  if read(value) { return true }
  guard let inner = innerValue(of: value) else { return false }
  return read(inner)
}

/// The value inside `value` when `value` boxes an `Any`, as the elements of an `[Any]` reach
/// generic code (their dynamic type is the inner value's, but opening finds `Any`); else `nil`.
func innerValue(of value: Any) -> Any? {
  func open<Opened>(_ opened: Opened) -> Any? {
    guard Opened.self == Any.self else { return nil }
    return withUnsafePointer(to: opened) { (pointer: UnsafePointer<Opened>) -> Any in
      UnsafeRawPointer(pointer).assumingMemoryBound(to: Any.self).pointee
    }
  }
  return open(value)
}

extension CustomDumpStringConvertible {
  /// The description of `value`, a value of this very type.
  static func customDumpDescription(of value: Any) -> String? {
    var description: String?
    guard withExactValue(value, as: Self.self, { description = $0.customDumpDescription }) else {
      return castDescription(of: value)
    }
    return description
  }

  // Apart, so that only this path, which reflection never takes, looks up `Self?`.
  @inline(never)
  private static func castDescription(of value: Any) -> String? {
    (value as? Self)?.customDumpDescription
  }
}

extension Identifiable {
  /// The `id` of `value`, a value of this very type.
  static func dumpID(of value: Any) -> Any? {
    var id: Any?
    guard withExactValue(value, as: Self.self, { id = $0.id }) else { return castID(of: value) }
    return id
  }

  @inline(never)
  private static func castID(of value: Any) -> Any? {
    (value as? Self)?.id
  }
}
