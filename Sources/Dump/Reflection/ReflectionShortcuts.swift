// Protocols the standard containers conform to, so reflection can open them without a
// mirror.

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
  /// The wrapped value of `value`, an optional of this very type, or `nil` when it is `nil`.
  static func wrappedValue(of value: Any) -> Any? {
    var wrapped: Any?
    guard withExactValue(value, as: Self.self, { wrapped = $0.wrappedValue }) else {
      return castWrappedValue(of: value)
    }
    return wrapped
  }

  // Apart, so that only this path, which reflection never takes, looks up `Self?`.
  @inline(never)
  private static func castWrappedValue(of value: Any) -> Any? {
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
  /// `value`, an array of this very type, as an `ArrayProtocol`.
  static func open(_ value: Any) -> (any ArrayProtocol)? {
    var array: (any ArrayProtocol)?
    guard withExactValue(value, as: Self.self, { array = $0 }) else { return cast(value) }
    return array
  }

  @inline(never)
  private static func cast(_ value: Any) -> (any ArrayProtocol)? {
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
