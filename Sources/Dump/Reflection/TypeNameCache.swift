import Foundation

/// A process-wide, lock-protected cache of formatted type names.
///
/// Formatting a name parses the runtime's qualified name; dumping thousands of values of the
/// same few types should pay that once per type.
final class TypeNameCache: @unchecked Sendable {
  struct Key: Hashable {
    var type: ObjectIdentifier
    var genericArguments: Bool
  }

  static let shared = TypeNameCache()

  // NSLock rather than Mutex: Mutex needs macOS 15 and the package supports macOS 13.
  private let lock = NSLock()
  private var names: [Key: String] = [:]

  func value(for key: Key) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return names[key]
  }

  func insert(_ name: String, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    names[key] = name
  }
}
