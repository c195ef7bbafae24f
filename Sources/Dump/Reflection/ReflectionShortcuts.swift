// Protocols the standard containers conform to, so reflection can open them without a
// mirror.

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

/// Lets reflection list the elements of an array without a mirror, which costs more than
/// the elements themselves in large dumps.
protocol ArrayProtocol {
  var isEmpty: Bool { get }
  /// Calls `body` with each element, boxed, in order.
  func forEachElement(_ body: (Any) -> Void)
}

extension ArrayProtocol where Self: Sequence {
  func forEachElement(_ body: (Any) -> Void) {
    for element in self { body(element) }
  }
}

extension Array: ArrayProtocol {}
extension ContiguousArray: ArrayProtocol {}
extension ArraySlice: ArrayProtocol {}
