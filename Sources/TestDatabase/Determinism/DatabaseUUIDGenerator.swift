import Foundation

/// How a test database makes UUIDs: in its seed, its `uuid()` SQL function, and the code under
/// test that asks ``DeterministicInputs/uuid()``.
///
/// The default, ``incrementing``, yields `00000000-0000-0000-0000-000000000001`, then `…02`, and
/// so on. Each clone continues the sequence where the seed stopped, so the UUIDs made in a test
/// never collide with seeded ones and are the same on every run.
public struct DatabaseUUIDGenerator: Sendable {
  enum Kind: Sendable {
    case incrementing
    case random
    case custom(@Sendable (_ index: Int) -> UUID)
  }

  let kind: Kind

  /// UUIDs counting up from 1, written in their last 12 hexadecimal digits.
  public static let incrementing = Self(kind: .incrementing)

  /// Random UUIDs, for code outside tests.
  public static let random = Self(kind: .random)

  /// UUIDs made by `make` from their position in the sequence (0 for the first one).
  ///
  /// Use it when the default format does not suit the code under test.
  public static func custom(_ make: @escaping @Sendable (_ index: Int) -> UUID) -> Self {
    Self(kind: .custom(make))
  }

  func uuid(at index: Int) -> UUID {
    switch kind {
    case .incrementing:
      return Self.incrementingUUID(index + 1)
    case .random:
      return UUID()
    case .custom(let make):
      return make(index)
    }
  }

  static func incrementingUUID(_ value: Int) -> UUID {
    let n = UInt64(truncatingIfNeeded: value)
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: n >> shift) }
    return UUID(uuid: (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
    ))
  }
}
