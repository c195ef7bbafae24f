import Testing

@testable import Dump

@Suite struct UTF8BytesTests {
  /// Bytes are read eight at a time, then one by one: a byte of 0x80 or more is found at every
  /// place, in whole words and in the tail.
  @Test func isASCIIFindsANonASCIIByteAnywhere() {
    for count in 0...20 {
      let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: count)
      #expect(ascii.isASCII)
      for position in 0..<count {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
          var bytes = ascii
          bytes[position] = high
          #expect(!bytes.isASCII, "\(count) bytes, \(high) at \(position)")
        }
      }
    }
    #expect(Array("Zoë".utf8).isASCII == false)
    #expect(Array("Label(\n  name: \"label 1\"\n)".utf8).isASCII)
  }
}
