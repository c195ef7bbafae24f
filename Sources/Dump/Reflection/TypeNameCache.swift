import Foundation

/// A process-wide, lock-protected cache of formatted type names.
///
/// Formatting a name parses the runtime's qualified name; dumping thousands of values of the
/// same few types should pay that once per type.
final class TypeNameCache: Sendable {
  struct Key: Hashable {
    var type: ObjectIdentifier
    var genericArguments: Bool
  }

  static let shared = TypeNameCache()

  private let names = Locked<[Key: String]>([:])

  func value(for key: Key) -> String? {
    names.withLock { $0[key] }
  }

  func insert(_ name: String, for key: Key) {
    names.withLock { $0[key] = name }
  }
}
