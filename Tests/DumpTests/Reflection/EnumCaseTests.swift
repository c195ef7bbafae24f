@testable import Dump
import Testing

/// Enum cases are read with shortcuts: payload-less cases are named once per bit pattern
/// (``EnumCaseNames``), and a payload's type says whether it is a tuple (``TypeTraits``).
/// These tests pin the text both shortcuts must keep.
@Suite struct EnumCaseTests {
  /// A payload-less case of this enum is as large as its largest payload (17 bytes: two
  /// words and a tag byte), so its name is remembered by more than one word of bits.
  enum Entry: Equatable {
    case note(String, Bool)
    case divider
    case spacer
  }

  @Test func payloadLessCasesOfLargeEnumsAreRememberedByAllTheirBits() {
    #expect(MemoryLayout<Entry>.size > MemoryLayout<UInt64>.size * 2)
    var names = EnumCaseNames()
    names.remember("divider", of: Entry.divider)
    #expect(names.name(of: Entry.divider) == "divider")
    #expect(names.name(of: Entry.spacer) == nil)
    #expect(names.name(of: Entry.note("divider", true)) == nil)
    names.remember("spacer", of: Entry.spacer)
    #expect(names.name(of: Entry.spacer) == "spacer")
    #expect(names.name(of: Entry.divider) == "divider")
  }

  @Test func payloadLessCasesOfSmallEnumsAreRemembered() {
    enum Level { case low, high }
    var names = EnumCaseNames()
    names.remember("low", of: Level.low)
    #expect(names.name(of: Level.low) == "low")
    #expect(names.name(of: Level.high) == nil)
  }

  @Test func repeatedCasesOfLargeEnumsKeepTheirNames() {
    let entries: [Entry] = [.divider, .note("a", true), .spacer, .divider, .note("b", false), .spacer]
    #expect(
      String(customDumping: entries) == """
        [
          [0]: .divider,
          [1]: .note(
            "a",
            true
          ),
          [2]: .spacer,
          [3]: .divider,
          [4]: .note(
            "b",
            false
          ),
          [5]: .spacer
        ]
        """
    )
  }

  /// Reflects as a tuple through its own mirror, which the type alone cannot tell.
  struct TupleLike: CustomReflectable {
    var customMirror: Mirror {
      Mirror(self, children: ["x": 1, "y": 2], displayStyle: .tuple)
    }
  }

  /// Reflects as a struct through its own mirror.
  struct Plain: CustomReflectable {
    var customMirror: Mirror {
      Mirror(self, children: ["x": 1, "y": 2], displayStyle: .struct)
    }
  }

  enum Payloads {
    case single(Int)
    case labelled(count: Int, name: String)
    case tuple((Int, String))
    case tupleLike(TupleLike)
    case plain(Plain)
  }

  @Test func payloadsPrintAsTheirMirrorsShowThem() {
    let payloads: [Payloads] = [
      .single(1), .labelled(count: 2, name: "two"), .tuple((3, "three")), .tupleLike(TupleLike()),
      .plain(Plain()),
    ]
    #expect(
      String(customDumping: payloads) == """
        [
          [0]: .single(1),
          [1]: .labelled(
            count: 2,
            name: "two"
          ),
          [2]: .tuple(
            3,
            "three"
          ),
          [3]: .tupleLike(
            x: 1,
            y: 2
          ),
          [4]: .plain(
            EnumCaseTests.Plain(
              x: 1,
              y: 2
            )
          )
        ]
        """
    )
  }
}
