// Protocols the standard containers conform to, so reflection can open them without a
// mirror, and openers for the protocols met on nearly every value, called through the type's
// existential metatype, which ``TypeTraits`` finds once per type.

/// Lets reflection unwrap an `Optional` held in an `Any` without a mirror.
protocol OptionalProtocol {
  var wrappedValue: Any? { get }
  /// The type of the wrapped value.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
  static var wrappedType: Any.Type { Wrapped.self }

  var wrappedValue: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}

extension OptionalProtocol {
  /// The wrapped value of `value`, an optional of this type, or `nil` when it is `nil`.
  static func wrappedValue(of value: Any) -> Any? {
    (value as? Self)?.wrappedValue ?? nil
  }
}

/// Lets reflection list the elements of an array without a mirror, which costs more than
/// the elements themselves in large dumps.
protocol ArrayProtocol {
  var isEmpty: Bool { get }
  /// Calls `body` with each element, boxed, in order.
  func forEachElement(_ body: (Any) -> Void)
}

extension ArrayProtocol {
  /// `value`, an array of this type, as an `ArrayProtocol`.
  static func open(_ value: Any) -> (any ArrayProtocol)? {
    value as? Self
  }
}

// Each conformance loops itself: a shared `Sequence` extension would iterate generically,
// several times slower per element.
extension Array: ArrayProtocol {
  func forEachElement(_ body: (Any) -> Void) {
    for element in self { body(element) }
  }
}

extension ContiguousArray: ArrayProtocol {
  func forEachElement(_ body: (Any) -> Void) {
    for element in self { body(element) }
  }
}

extension ArraySlice: ArrayProtocol {
  func forEachElement(_ body: (Any) -> Void) {
    for element in self { body(element) }
  }
}

/// Lets reflection list the members of a set without a mirror, whose type-erased indices cost
/// more per member than the member's own reflection in large sets.
protocol SetProtocol {
  /// The members, boxed, in iteration order (the order a mirror lists them in).
  var boxedMembers: [Any] { get }
}

extension Set: SetProtocol {
  var boxedMembers: [Any] {
    var members: [Any] = []
    members.reserveCapacity(count)
    for member in self { members.append(member) }
    return members
  }
}

extension CustomDumpStringConvertible {
  /// The description of `value`, a value of this type.
  static func customDumpDescription(of value: Any) -> String? {
    (value as? Self)?.customDumpDescription
  }
}

extension Identifiable {
  /// The `id` of `value`, a value of this type.
  static func dumpID(of value: Any) -> Any? {
    (value as? Self)?.id
  }
}
