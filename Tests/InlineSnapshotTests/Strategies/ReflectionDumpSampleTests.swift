import Dump
@testable import InlineSnapshot
import Testing

/// 60 values drawn from a seeded generator (dictionaries, sets, structs with optionals, nested
/// dictionaries, enums with payloads; keys that sort close together: `a`, `a b`, `B`, `_`, `10`,
/// `9`, `é`, quotes, line breaks), compared with what swift-snapshot-testing 1.19.7's `.dump`
/// printed for the same values (the same generator, run in a scratch package on Linux,
/// Swift 6.3.1). Sets and dictionaries iterate in a different order in every process; the
/// dump's sorting must not depend on it.
@Suite
struct ReflectionDumpSampleTests {
  @Test func everySampleMatchesSwiftSnapshotTesting() {
    let values = Self.sampleValues(count: Self.expected.count)
    for (index, (value, expected)) in zip(values, Self.expected).enumerated() {
      expectNoDifference(ReflectionDump.text(of: value), expected, "sample \(index)")
    }
  }

  static func sampleValues(count: Int) -> [Any] {
    var generator = SnapshotDifferenceSampleTests.Generator(state: 7)
    let words = [
      "a", "b", "B", "ab", "a b", "_", "é", "e\u{301}", "10", "9", "", "Z", "z", "\"q\"", "a\nb",
    ]
    func word() -> String { words[generator.next(words.count)] }
    func pet() -> Pet {
      Pet(
        name: word(),
        age: generator.next(3) == 0 ? nil : generator.next(20) - 5,
        tags: Set((0..<generator.next(4)).map { _ in word() })
      )
    }
    var values: [Any] = []
    for _ in 0..<count {
      switch generator.next(5) {
      case 0:
        values.append(
          Dictionary(
            (0..<generator.next(6)).map { _ in
              (word(), generator.next(3) == 0 ? nil : generator.next(100))
            },
            uniquingKeysWith: { first, _ in first }
          )
        )
      case 1:
        values.append(Set((0..<generator.next(8)).map { _ in word() }))
      case 2:
        values.append(
          Owner(
            pets: (0..<generator.next(3)).map { _ in pet() },
            scores: Dictionary(
              (0..<generator.next(4)).map { _ in (word(), Double(generator.next(40)) / 4) },
              uniquingKeysWith: { first, _ in first }
            ),
            Z: generator.next(9),
            _a: generator.next(2) == 0,
            nested: Dictionary(
              (0..<generator.next(4)).map { _ in
                (generator.next(20) - 10, [word(): generator.next(5)])
              },
              uniquingKeysWith: { first, _ in first }
            )
          )
        )
      case 3:
        values.append([
          generator.next(2) == 0 ? Kind.cat(pet()) : .dog(name: word(), generator.next(9)), .none,
        ])
      default:
        values.append(
          Set((0..<generator.next(5)).map { _ in [generator.next(12): word()] }.map(\.description))
        )
      }
    }
    return values
  }

  /// swift-snapshot-testing's `.dump` of each value.
  static let expected: [String] = [
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"ab\"\n      - .1: 5\n  - Kind.none\n",
    "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"9\"\n    ▿ value: Optional<Int>\n      - some: 5\n  ▿ (2 elements)\n    - key: \"a b\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"a\"\n    ▿ value: Optional<Int>\n      - some: 80\n",
    "- 0 members\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ cat: Pet\n      ▿ age: Optional<Int>\n        - some: -1\n      - name: \"ab\"\n      - tags: 0 members\n  - Kind.none\n",
    "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"_\"\n    ▿ value: Optional<Int>\n      - some: 73\n  ▿ (2 elements)\n    - key: \"a\\nb\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"é\"\n    ▿ value: Optional<Int>\n      - some: 17\n",
    "▿ Owner\n  - Z: 5\n  - _a: true\n  - nested: 0 key/value pairs\n  ▿ pets: 1 element\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 10\n      - name: \"z\"\n      - tags: 0 members\n  ▿ scores: 2 key/value pairs\n    ▿ (2 elements)\n      - key: \"9\"\n      - value: 6.0\n    ▿ (2 elements)\n      - key: \"_\"\n      - value: 6.0\n",
    "▿ 2 members\n  - \"[7: \\\"\\\\\\\"q\\\\\\\"\\\"]\"\n  - \"[8: \\\"a\\\\nb\\\"]\"\n",
    "▿ 2 members\n  - \"\\\"q\\\"\"\n  - \"a b\"\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"a\"\n      - .1: 8\n  - Kind.none\n",
    "- 0 key/value pairs\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ cat: Pet\n      - age: Optional<Int>.none\n      - name: \"ab\"\n      ▿ tags: 2 members\n        - \"\\\"q\\\"\"\n        - \"_\"\n  - Kind.none\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"ab\"\n      - .1: 1\n  - Kind.none\n",
    "- 0 key/value pairs\n",
    "▿ Owner\n  - Z: 6\n  - _a: false\n  - nested: 0 key/value pairs\n  ▿ pets: 2 elements\n    ▿ Pet\n      - age: Optional<Int>.none\n      - name: \"Z\"\n      ▿ tags: 1 member\n        - \"a\\nb\"\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 14\n      - name: \"10\"\n      ▿ tags: 2 members\n        - \"a\"\n        - \"é\"\n  ▿ scores: 2 key/value pairs\n    ▿ (2 elements)\n      - key: \"\\\"q\\\"\"\n      - value: 9.5\n    ▿ (2 elements)\n      - key: \"_\"\n      - value: 9.0\n",
    "▿ 4 members\n  - \"9\"\n  - \"B\"\n  - \"a\"\n  - \"b\"\n",
    "▿ 1 member\n  - \"[5: \\\"\\\\\\\"q\\\\\\\"\\\"]\"\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ cat: Pet\n      - age: Optional<Int>.none\n      - name: \"\"\n      ▿ tags: 2 members\n        - \"Z\"\n        - \"_\"\n  - Kind.none\n",
    "▿ Owner\n  - Z: 5\n  - _a: false\n  ▿ nested: 1 key/value pair\n    ▿ (2 elements)\n      - key: 4\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"_\"\n          - value: 0\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 5\n      - name: \"Z\"\n      ▿ tags: 2 members\n        - \"B\"\n        - \"ab\"\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 8\n      - name: \"a\\nb\"\n      ▿ tags: 2 members\n        - \"\\\"q\\\"\"\n        - \"a\\nb\"\n  ▿ scores: 1 key/value pair\n    ▿ (2 elements)\n      - key: \"_\"\n      - value: 3.75\n",
    "- 0 members\n",
    "▿ Owner\n  - Z: 5\n  - _a: false\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: -1\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"9\"\n          - value: 1\n    ▿ (2 elements)\n      - key: 5\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"\\\"q\\\"\"\n          - value: 0\n  - pets: 0 elements\n  ▿ scores: 1 key/value pair\n    ▿ (2 elements)\n      - key: \"9\"\n      - value: 4.25\n",
    "▿ Owner\n  - Z: 0\n  - _a: true\n  - nested: 0 key/value pairs\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: -5\n      - name: \"é\"\n      ▿ tags: 3 members\n        - \"B\"\n        - \"Z\"\n        - \"é\"\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 13\n      - name: \"9\"\n      ▿ tags: 3 members\n        - \"a b\"\n        - \"a\"\n        - \"ab\"\n  - scores: 0 key/value pairs\n",
    "▿ 2 members\n  - \"[11: \\\"\\\\\\\"q\\\\\\\"\\\"]\"\n  - \"[4: \\\"a\\\"]\"\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"b\"\n      - .1: 3\n  - Kind.none\n",
    "▿ 3 members\n  - \"[10: \\\"z\\\"]\"\n  - \"[11: \\\"ab\\\"]\"\n  - \"[4: \\\"a\\\"]\"\n",
    "▿ 6 members\n  - \"\"\n  - \"Z\"\n  - \"\\\"q\\\"\"\n  - \"a\"\n  - \"a\\nb\"\n  - \"é\"\n",
    "▿ Owner\n  - Z: 7\n  - _a: false\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: -3\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"é\"\n          - value: 3\n    ▿ (2 elements)\n      - key: 8\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"a\"\n          - value: 0\n  - pets: 0 elements\n  - scores: 0 key/value pairs\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"é\"\n      - .1: 7\n  - Kind.none\n",
    "- 0 members\n",
    "▿ 4 members\n  - \"\\\"q\\\"\"\n  - \"_\"\n  - \"a b\"\n  - \"é\"\n",
    "▿ 4 members\n  - \"9\"\n  - \"_\"\n  - \"a b\"\n  - \"z\"\n",
    "▿ 1 member\n  - \"[6: \\\"_\\\"]\"\n",
    "▿ 5 members\n  - \"\"\n  - \"B\"\n  - \"_\"\n  - \"a b\"\n  - \"a\"\n",
    "▿ Owner\n  - Z: 7\n  - _a: false\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: -7\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"B\"\n          - value: 4\n    ▿ (2 elements)\n      - key: 5\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"a\"\n          - value: 3\n  ▿ pets: 2 elements\n    ▿ Pet\n      - age: Optional<Int>.none\n      - name: \"B\"\n      - tags: 0 members\n    ▿ Pet\n      - age: Optional<Int>.none\n      - name: \"b\"\n      ▿ tags: 3 members\n        - \"Z\"\n        - \"a\"\n        - \"z\"\n  ▿ scores: 2 key/value pairs\n    ▿ (2 elements)\n      - key: \"_\"\n      - value: 4.0\n    ▿ (2 elements)\n      - key: \"é\"\n      - value: 8.5\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"B\"\n      - .1: 8\n  - Kind.none\n",
    "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"Z\"\n    ▿ value: Optional<Int>\n      - some: 1\n  ▿ (2 elements)\n    - key: \"a\"\n    ▿ value: Optional<Int>\n      - some: 53\n",
    "- 0 key/value pairs\n",
    "▿ 2 members\n  - \"a\"\n  - \"ab\"\n",
    "▿ 3 members\n  - \"\"\n  - \"Z\"\n  - \"z\"\n",
    "▿ 3 members\n  - \"[11: \\\"9\\\"]\"\n  - \"[2: \\\"a\\\\nb\\\"]\"\n  - \"[6: \\\"z\\\"]\"\n",
    "▿ Owner\n  - Z: 7\n  - _a: true\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: 0\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"\\\"q\\\"\"\n          - value: 1\n    ▿ (2 elements)\n      - key: 3\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"é\"\n          - value: 4\n  ▿ pets: 1 element\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 14\n      - name: \"9\"\n      - tags: 0 members\n  ▿ scores: 3 key/value pairs\n    ▿ (2 elements)\n      - key: \"B\"\n      - value: 1.5\n    ▿ (2 elements)\n      - key: \"a b\"\n      - value: 4.75\n    ▿ (2 elements)\n      - key: \"z\"\n      - value: 5.75\n",
    "▿ 2 elements\n  ▿ Kind\n    ▿ dog: (2 elements)\n      - name: \"B\"\n      - .1: 0\n  - Kind.none\n",
    "▿ 3 members\n  - \"a b\"\n  - \"z\"\n  - \"é\"\n",
    "▿ 6 members\n  - \"10\"\n  - \"9\"\n  - \"B\"\n  - \"_\"\n  - \"a\"\n  - \"b\"\n",
    "▿ Owner\n  - Z: 6\n  - _a: false\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: 6\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"ab\"\n          - value: 1\n    ▿ (2 elements)\n      - key: 7\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"Z\"\n          - value: 4\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 4\n      - name: \"B\"\n      ▿ tags: 3 members\n        - \"\"\n        - \"9\"\n        - \"ab\"\n    ▿ Pet\n      - age: Optional<Int>.none\n      - name: \"\"\n      ▿ tags: 2 members\n        - \"10\"\n        - \"z\"\n  ▿ scores: 1 key/value pair\n    ▿ (2 elements)\n      - key: \"a b\"\n      - value: 3.0\n",
    "▿ 2 key/value pairs\n  ▿ (2 elements)\n    - key: \"Z\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"ab\"\n    ▿ value: Optional<Int>\n      - some: 75\n",
    "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"10\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"\\\"q\\\"\"\n    ▿ value: Optional<Int>\n      - some: 14\n  ▿ (2 elements)\n    - key: \"_\"\n    - value: Optional<Int>.none\n",
    "▿ Owner\n  - Z: 4\n  - _a: false\n  ▿ nested: 3 key/value pairs\n    ▿ (2 elements)\n      - key: -10\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"z\"\n          - value: 4\n    ▿ (2 elements)\n      - key: -6\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"Z\"\n          - value: 3\n    ▿ (2 elements)\n      - key: 6\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"z\"\n          - value: 0\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 8\n      - name: \"B\"\n      ▿ tags: 3 members\n        - \"B\"\n        - \"Z\"\n        - \"é\"\n    ▿ Pet\n      - age: Optional<Int>.none\n      - name: \"9\"\n      - tags: 0 members\n  - scores: 0 key/value pairs\n",
    "▿ 5 members\n  - \"\"\n  - \"10\"\n  - \"_\"\n  - \"a b\"\n  - \"ab\"\n",
    "▿ Owner\n  - Z: 8\n  - _a: false\n  ▿ nested: 1 key/value pair\n    ▿ (2 elements)\n      - key: 0\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"_\"\n          - value: 4\n  - pets: 0 elements\n  - scores: 0 key/value pairs\n",
    "- 0 key/value pairs\n",
    "▿ 4 key/value pairs\n  ▿ (2 elements)\n    - key: \"10\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"\\\"q\\\"\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"b\"\n    ▿ value: Optional<Int>\n      - some: 33\n",
    "▿ 4 key/value pairs\n  ▿ (2 elements)\n    - key: \"10\"\n    ▿ value: Optional<Int>\n      - some: 15\n  ▿ (2 elements)\n    - key: \"9\"\n    ▿ value: Optional<Int>\n      - some: 81\n  ▿ (2 elements)\n    - key: \"B\"\n    - value: Optional<Int>.none\n  ▿ (2 elements)\n    - key: \"Z\"\n    - value: Optional<Int>.none\n",
    "- 0 members\n",
    "▿ Owner\n  - Z: 8\n  - _a: false\n  ▿ nested: 2 key/value pairs\n    ▿ (2 elements)\n      - key: 7\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"é\"\n          - value: 3\n    ▿ (2 elements)\n      - key: 8\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"é\"\n          - value: 3\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 2\n      - name: \"a\\nb\"\n      ▿ tags: 1 member\n        - \"a b\"\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 6\n      - name: \"10\"\n      ▿ tags: 2 members\n        - \"10\"\n        - \"a b\"\n  ▿ scores: 2 key/value pairs\n    ▿ (2 elements)\n      - key: \"\"\n      - value: 5.25\n    ▿ (2 elements)\n      - key: \"\\\"q\\\"\"\n      - value: 2.75\n",
    "▿ 1 key/value pair\n  ▿ (2 elements)\n    - key: \"é\"\n    ▿ value: Optional<Int>\n      - some: 84\n",
    "▿ 5 members\n  - \"10\"\n  - \"_\"\n  - \"ab\"\n  - \"z\"\n  - \"é\"\n",
    "▿ Owner\n  - Z: 0\n  - _a: true\n  ▿ nested: 3 key/value pairs\n    ▿ (2 elements)\n      - key: 3\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"ab\"\n          - value: 1\n    ▿ (2 elements)\n      - key: 7\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"\\\"q\\\"\"\n          - value: 2\n    ▿ (2 elements)\n      - key: 8\n      ▿ value: 1 key/value pair\n        ▿ (2 elements)\n          - key: \"10\"\n          - value: 1\n  ▿ pets: 2 elements\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 11\n      - name: \"é\"\n      ▿ tags: 2 members\n        - \"9\"\n        - \"Z\"\n    ▿ Pet\n      ▿ age: Optional<Int>\n        - some: 9\n      - name: \"B\"\n      ▿ tags: 3 members\n        - \"a\"\n        - \"b\"\n        - \"é\"\n  ▿ scores: 3 key/value pairs\n    ▿ (2 elements)\n      - key: \"Z\"\n      - value: 4.0\n    ▿ (2 elements)\n      - key: \"a b\"\n      - value: 1.25\n    ▿ (2 elements)\n      - key: \"ab\"\n      - value: 8.75\n",
    "- 0 members\n",
    "▿ 2 members\n  - \"[1: \\\"a b\\\"]\"\n  - \"[4: \\\"a\\\\nb\\\"]\"\n",
    "- 0 members\n",
  ]
}

private struct Pet {
  var name: String
  var age: Int?
  var tags: Set<String>
}

private struct Owner {
  var pets: [Pet]
  var scores: [String: Double]
  var Z: Int
  var _a: Bool
  var nested: [Int: [String: Int]]
}

private enum Kind {
  case cat(Pet)
  case dog(name: String, Int)
  case none
}
