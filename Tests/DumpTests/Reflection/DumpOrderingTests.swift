import Dump
import Testing

/// Unordered collections dump in one order in every process, whatever the hash seed: Swift
/// seeds hashing per process, so a tie left to iteration order makes snapshots flaky. Each
/// collection holds several ties, so that a run with the bug passes by luck rarely.
struct DumpOrderingTests {
  @Test func unsignedKeysBeyondIntMaxAreOrderedExactly() {
    let keys: [UInt64] = [
      .max, .max - 1, 1 << 63, (1 << 63) + 1, (1 << 63) - 1, 1 << 53, (1 << 53) + 1,
      (1 << 53) - 1, 0,
    ]
    let set = String(customDumping: Set(keys))
    expectNoDifference(set, "Set([\n" + keys.sorted().map { "  \($0)" }.joined(separator: ",\n") + "\n])")
    let dictionary = String(customDumping: Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) }))
    expectNoDifference(
      dictionary, "[\n" + keys.sorted().map { "  \($0): 1" }.joined(separator: ",\n") + "\n]"
    )
  }

  @Test func numbersTooCloseForADoubleAreOrderedByTheirDigits() {
    // With a negative key, they are compared as Double, where 2^64 − 1, − 2 and − 3 tie.
    let keys: [AnyHashable] = [-1, UInt64.max, UInt64.max - 1, UInt64.max - 2, 2]
    expectNoDifference(
      String(customDumping: Set(keys)),
      """
      Set([
        -1,
        2,
        18446744073709551613,
        18446744073709551614,
        18446744073709551615
      ])
      """
    )
  }

  @Test func integerKeysAreOrderedAsNumbers() {
    // Sorted without dumping them: the order their dumps give, negative and extreme ones too.
    let keys = [10, -5, 2, .min, .max, 0, -40, 300]
    expectNoDifference(
      String(customDumping: Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })),
      "[\n" + keys.sorted().map { "  \($0): 1" }.joined(separator: ",\n") + "\n]")
    // One level deep, a set is sorted as dictionary keys are.
    var set = ""
    customDump(Set(keys), to: &set, maxDepth: 1)
    expectNoDifference(
      set, "Set([\n" + keys.sorted().map { "  \($0)" }.joined(separator: ",\n") + "\n])")
    // With a key that is no integer, every key is ordered by its dump (`"a"` before `1`),
    // runs of digits by their length first.
    let mixed: [AnyHashable: Int] = [1: 1, "a": 2, 10: 3, 2: 4]
    expectNoDifference(
      String(customDumping: mixed),
      """
      [
        "a": 2,
        1: 1,
        2: 4,
        10: 3
      ]
      """
    )
  }

  @Test func elementsWithEqualShallowDumpsAreOrderedByTheirFullDumps() {
    struct Point: Hashable { var x: Int; var y: Int }
    struct Box: Hashable { var point: Point }
    let boxes = Set((0..<6).map { Box(point: Point(x: $0 % 3, y: $0)) })
    let ys = String(customDumping: boxes).split(separator: "\n")
      .filter { $0.contains("y: ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    expectNoDifference(ys, ["y: 0", "y: 3", "y: 1", "y: 4", "y: 2", "y: 5"])
  }
}
