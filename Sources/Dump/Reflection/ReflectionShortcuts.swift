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
  var elementsForDump: [Any] { get }
}

extension Array: ArrayProtocol {
  var elementsForDump: [Any] { map { $0 } }
}

extension ContiguousArray: ArrayProtocol {
  var elementsForDump: [Any] { map { $0 } }
}

extension ArraySlice: ArrayProtocol {
  var elementsForDump: [Any] { map { $0 } }
}
