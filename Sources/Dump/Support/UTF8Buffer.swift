/// UTF-8 text built from many small pieces, such as the few pieces of each line of a diff.
///
/// An append costs a capacity check and a copy: `Array.append(contentsOf:)` costs several
/// times more per piece (uniqueness check, generic capacity arithmetic), and a large diff writes
/// hundreds of thousands of pieces. Not copyable, so that no copy can share its bytes.
struct UTF8Buffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The text written, decoded (invalid UTF-8 is repaired, as `String(decoding:as:)` does).
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// Makes room for at least `minimumCapacity` bytes in all.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(to: minimumCapacity) }
  }

  @inline(__always)
  private mutating func makeRoom(for extra: Int) {
    if extra > capacity - count { grow(to: count + extra) }
  }

  private mutating func grow(to minimumCapacity: Int) {
    let newCapacity = max(minimumCapacity, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  mutating func append(_ byte: UInt8) {
    makeRoom(for: 1)
    base[count] = byte
    count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    makeRoom(for: bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends the UTF-8 bytes of `text`, copied at once where they are contiguous (always, for
  /// native strings).
  mutating func append(_ text: String) {
    let utf8 = text.utf8
    let extra = utf8.count
    makeRoom(for: extra)
    // The closure writes through a pointer rather than into `self`: cheaper to call.
    let destination = base + count
    let copied: Void? = utf8.withContiguousStorageIfAvailable { source in
      if let start = source.baseAddress { destination.initialize(from: start, count: extra) }
    }
    if copied == nil {
      for (offset, byte) in utf8.enumerated() { destination[offset] = byte }
    }
    count += extra
  }

  /// Appends the UTF-8 bytes of `text`.
  mutating func append<Text: StringProtocol>(_ text: Text) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      for byte in text.utf8 { append(byte) }
    }
  }

  /// Appends a literal's bytes, which need no string to be read.
  mutating func append(literal text: StaticString) {
    guard text.hasPointerRepresentation else {
      append(text.description)
      return
    }
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the first `count` (at most 8) bytes of `bytes`, lowest byte first: a short piece
  /// kept in a register (a diff's line markers) is written with one store.
  mutating func append(packed bytes: UInt64, count byteCount: Int) {
    makeRoom(for: 8)
    UnsafeMutableRawPointer(base + count).storeBytes(of: bytes.littleEndian, as: UInt64.self)
    count += byteCount
  }

  /// Appends `count` spaces (none when `count` is not positive).
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    makeRoom(for: count)
    (base + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
    self.count += count
  }

  /// Appends `value` in decimal digits, as `String(value)` spells it.
  mutating func appendDecimal(_ value: Int) {
    // 20 digits and a sign hold any Int; written backwards from the end of the room.
    makeRoom(for: 21)
    var magnitude = value.magnitude
    var digits = 0
    repeat {
      digits += 1
      magnitude /= 10
    } while magnitude > 0
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    magnitude = value.magnitude
    var position = count + digits
    count = position
    repeat {
      position -= 1
      base[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }
}
