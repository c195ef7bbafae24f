/// Reads a compiler's serialized diagnostics file (`.dia`, an LLVM bitstream) just far enough to
/// tell whether it holds any diagnostic: a compile that failed left at least one.
enum SerializedDiagnostics {
  /// `true` when the file holds no diagnostic, `false` when it holds one, `nil` when it is not
  /// a serialized diagnostics file.
  static func holdsNoDiagnostic(_ bytes: [UInt8]) -> Bool? {
    guard bytes.starts(with: Array("DIAG".utf8)) else { return nil }
    var reader = BitReader(bytes: bytes, position: 32)
    // The top level holds only blocks: 2-bit abbreviation IDs, 1 entering a block.
    while let abbreviation = reader.read(2) {
      if abbreviation == 0 { return true }  // End of the stream's padding.
      guard
        abbreviation == 1,
        let block = reader.vbr(8),
        reader.vbr(4) != nil
      else { return nil }
      reader.alignTo32Bits()
      guard let words = reader.read(32) else { return nil }
      // Block 9 is one diagnostic (8 is the version, 0 the abbreviations).
      if block == 9 { return false }
      reader.position += Int(words) * 32
    }
    return true
  }

  private struct BitReader {
    let bytes: [UInt8]
    var position: Int

    /// The next `count` bits, least significant first; `nil` past the end.
    mutating func read(_ count: Int) -> UInt64? {
      guard position + count <= bytes.count * 8 else { return nil }
      var value: UInt64 = 0
      for bit in 0..<count {
        let index = position + bit
        if bytes[index / 8] & (1 << (index % 8)) != 0 { value |= 1 << UInt64(bit) }
      }
      position += count
      return value
    }

    /// A variable-width number in chunks of `width` bits, the top bit of each saying "more".
    mutating func vbr(_ width: Int) -> UInt64? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while let chunk = read(width) {
        value |= (chunk & ((1 << UInt64(width - 1)) - 1)) << shift
        guard chunk & (1 << UInt64(width - 1)) != 0 else { return value }
        shift += UInt64(width - 1)
        guard shift < 64 else { return nil }
      }
      return nil
    }

    mutating func alignTo32Bits() {
      position = (position + 31) / 32 * 32
    }
  }
}
