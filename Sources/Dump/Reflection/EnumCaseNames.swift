/// The names of payload-less enum cases met during one reflection, by type and bit pattern.
///
/// Equal bits of one enum type are the same case (cases never share a representation), so a
/// case seen again needs neither a mirror nor `String(describing:)`. Only for types whose
/// ``TypeTraits/remembersCaseNames`` says the case name is the value's whole text.
struct EnumCaseNames {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var bits: UInt64
  }

  private var names: [Key: String] = [:]

  /// The name remembered for a value with the same type and bits as `value`, if any.
  func name(of value: Any) -> String? {
    guard !names.isEmpty, let key = Self.key(of: value) else { return nil }
    return names[key]
  }

  /// Remembers that `value`, a payload-less enum case, is named `name`.
  mutating func remember(_ name: String, of value: Any) {
    guard let key = Self.key(of: value) else { return }
    names[key] = name
  }

  // Values of more than 8 bytes are left out: payload-less enums are one or two bytes.
  private static func key<Value>(of value: Value) -> Key? {
    guard MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size else { return nil }
    var bits: UInt64 = 0
    withUnsafeBytes(of: value) { bytes in
      for (offset, byte) in bytes.enumerated() {
        bits |= UInt64(byte) << (8 * offset)
      }
    }
    return Key(type: ObjectIdentifier(Value.self), bits: bits)
  }
}
