#if DEBUG
  // Unoptimized, the word hash below runs slower than `Hasher`, whose rounds the standard
  // library ships compiled with optimizations: debug builds, where tests run, keep `Hasher`.
  typealias StructuralHasher = Hasher
#else
  typealias StructuralHasher = WordHasher
#endif

/// A fast 64-bit hash of a reflected subtree's parts, for ``DumpNode/structuralHash`` in
/// optimized builds.
///
/// Every node of a diffed tree is hashed, and `Hasher`'s SipHash rounds cost several times more
/// than reading the node: most texts are a few ASCII bytes. This hash reads them eight bytes
/// at a time and mixes each word with a 64×64→128-bit multiply (the wyhash construction), which
/// spreads every input bit over the whole result as well as SipHash does for data that is not
/// chosen to collide. The seed is drawn once per process, so no fixed input collides everywhere.
///
/// Strings compare by canonical equivalence (`"é"` composed equals `"e\u{301}"`), and equal
/// subtrees must hash alike: a text with any non-ASCII byte is therefore hashed by `Hasher`,
/// which normalizes it, and only ASCII texts, whose bytes are their canonical form, byte by byte.
struct WordHasher {
  private static let seed = UInt64.random(in: .min ... .max)
  private static let multiplier: UInt64 = 0xe703_7ed1_a0b4_28db
  private static let lengthMark: UInt64 = 0xa076_1d64_78bd_642f

  private var state = Self.seed

  /// Mixes `value` into the state: one full-width multiply, whose halves are folded together.
  private mutating func mix(_ value: UInt64) {
    let product = (state ^ value).multipliedFullWidth(by: Self.multiplier)
    state = product.high ^ product.low
  }

  mutating func combine(_ value: Int) {
    mix(UInt64(bitPattern: Int64(value)))
  }

  mutating func combine(_ text: String) {
    let before = state
    let hashedInPlace = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      combine(bytes: bytes)
    }
    switch hashedInPlace {
    case true?:
      return
    case false?:
      // Not ASCII: hashed by its canonical form, as `==` compares it, instead of its bytes.
      state = before
      var hasher = Hasher()
      hasher.combine(text)
      mix(UInt64(bitPattern: Int64(hasher.finalize())) ^ Self.lengthMark)
    case nil:
      var copy = text
      copy.makeContiguousUTF8()
      combine(copy)
    }
  }

  /// Hashes the bytes word by word; returns whether they were all ASCII.
  private mutating func combine(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var highBits: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      highBits |= word
      mix(word)
      index += 8
    }
    // The last bytes in at most three reads, most texts being shorter than a word.
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    if index + 4 <= bytes.count {
      tail = UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
      index += 4
      shift = 32
    }
    if index + 2 <= bytes.count {
      tail |= UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt16.self)) << shift
      index += 2
      shift += 16
    }
    if index < bytes.count {
      tail |= UInt64(bytes[index]) << shift
    }
    highBits |= tail
    // The length ends the text, so that "ab" + "c" and "a" + "bc" differ.
    mix(tail ^ (UInt64(bytes.count) &* Self.lengthMark))
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  func finalize() -> Int {
    let product = state.multipliedFullWidth(by: Self.lengthMark)
    return Int(truncatingIfNeeded: product.high ^ product.low)
  }
}
