/// The names of payload-less enum cases met during one reflection, by type and bit pattern.
///
/// Equal bits of one enum type are the same case (cases never share a representation), so a
/// case seen again needs neither a mirror nor `String(describing:)`. Only for types whose
/// ``TypeTraits/remembersCaseNames`` says the case name is the value's whole text.
struct EnumCaseNames {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var bits: UInt64
    /// The bits past the first 8 bytes, for an enum with payloads (whose payload-less cases
    /// are as large as its largest payload); empty, without allocating, for small enums.
    var moreBits: [UInt64]
  }

  // Keys of larger enums cost an allocation to build: past this size, cases are not kept.
  private static let maxSize = 256

  private var names: [Key: String] = [:]
  // The larger types that have a remembered case, so that their payload cases, met far more
  // often, are not copied into a key only to miss.
  private var largeTypes: Set<ObjectIdentifier> = []

  /// The name remembered for a value with the same type and bits as `value`, if any.
  func name(of value: Any) -> String? {
    guard !names.isEmpty, let key = key(of: value) else { return nil }
    return names[key]
  }

  /// Remembers that `value`, a payload-less enum case, is named `name`.
  mutating func remember(_ name: String, of value: Any) {
    if let type = Self.largeType(of: value) { largeTypes.insert(type) }
    guard let key = key(of: value) else { return }
    names[key] = name
  }

  // Both read the value's own size and bits: Swift 6 opens the `Any` they are passed.
  private static func largeType<Value>(of value: Value) -> ObjectIdentifier? {
    let size = MemoryLayout<Value>.size
    guard size > MemoryLayout<UInt64>.size, size <= maxSize else { return nil }
    return ObjectIdentifier(Value.self)
  }

  private func key<Value>(of value: Value) -> Key? {
    let size = MemoryLayout<Value>.size
    guard size <= Self.maxSize else { return nil }
    if size > MemoryLayout<UInt64>.size, !largeTypes.contains(ObjectIdentifier(Value.self)) {
      return nil
    }
    var key = Key(type: ObjectIdentifier(Value.self), bits: 0, moreBits: [])
    withUnsafeBytes(of: value) { bytes in
      // Whole words first, then the last few bytes, if any, in a word of their own.
      let wordSize = MemoryLayout<UInt64>.size
      let wordCount = bytes.count / wordSize
      if wordCount > 1 { key.moreBits.reserveCapacity(wordCount) }
      for word in 0..<wordCount {
        let bits = bytes.loadUnaligned(fromByteOffset: word * wordSize, as: UInt64.self)
        if word == 0 { key.bits = bits } else { key.moreBits.append(bits) }
      }
      var tail: UInt64 = 0
      for offset in (wordCount * wordSize)..<bytes.count {
        tail |= UInt64(bytes[offset]) << (8 * (offset % wordSize))
      }
      if wordCount == 0 { key.bits = tail } else if bytes.count % wordSize != 0 {
        key.moreBits.append(tail)
      }
    }
    return key
  }
}
