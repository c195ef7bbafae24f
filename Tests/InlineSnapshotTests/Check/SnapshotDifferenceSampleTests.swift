import Dump
@testable import InlineSnapshot
import Testing

/// 150 pairs of texts drawn from a seeded generator over a few lines that repeat (blank lines,
/// trailing spaces), compared with what swift-snapshot-testing 1.19.7's `Diffing.lines` printed
/// for the same pairs (the same generator, run in a scratch package on Linux, Swift 6.3.1).
/// Repeated lines exercise how ties between equally long runs are broken.
@Suite
struct SnapshotDifferenceSampleTests {
  @Test func everySampleMatchesSwiftSnapshotTesting() {
    let pairs = Self.samplePairs(count: Self.expected.count)
    for (index, (pair, expected)) in zip(pairs, Self.expected).enumerated() {
      let patch = SnapshotDifference.patch(from: pair.old, to: pair.new)
      // The whitespace note is ours; the peer's patch is what comes before it.
      let peerPart = patch.map { $0.components(separatedBy: "\n\n(Only spaces")[0] }
      expectNoDifference(peerPart, expected, "sample \(index)")
    }
  }

  /// The generator the samples were drawn with: a 64-bit linear congruential generator.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func samplePairs(count: Int) -> [(old: String, new: String)] {
    var generator = Generator(state: 42)
    let alphabet = ["a", "b", "c", "", " ", "d ", "e", "f"]
    var pairs: [(old: String, new: String)] = []
    for _ in 0..<count {
      let oldCount = generator.next(30)
      let otherCount = generator.next(30)
      var old = (0..<oldCount).map { _ in alphabet[generator.next(alphabet.count)] }
      var new = old
      for _ in 0..<generator.next(6) {
        switch generator.next(3) {
        case 0 where !new.isEmpty:
          new.remove(at: generator.next(new.count))
        case 1:
          new.insert(alphabet[generator.next(alphabet.count)], at: generator.next(new.count + 1))
        default:
          if !new.isEmpty { new[generator.next(new.count)] = alphabet[generator.next(alphabet.count)] }
        }
      }
      if otherCount % 5 == 0 {
        old = (0..<otherCount).map { _ in alphabet[generator.next(alphabet.count)] }
      }
      pairs.append((old.joined(separator: "\n"), new.joined(separator: "\n")))
    }
    return pairs
  }

  /// swift-snapshot-testing's patch for each pair, `nil` when the texts are equal.
  static let expected: [String?] = [
    "@@ −1,4 +1,3 @@\n\u{2007}c\n−f\n−e\n+a\n\u{2007} ¬",
    "@@ −1,15 +1,14 @@\n\u{2007}e\n\u{2007}f\n\u{2007}a\n\u{2007}d ¬\n+d ¬\n\u{2007}e\n\u{2007}e\n− ¬\n−d ¬\n+\n\u{2007}c\n\u{2007}c\n− ¬\n\u{2007}a\n\u{2007}c\n\u{2007}a\n\u{2007}d ¬\n@@ −25,5 +24,5 @@\n\u{2007}d ¬\n\u{2007}\n\u{2007}e\n\u{2007}f\n−e\n+d ¬",
    "@@ −1,15 +1,14 @@\n\u{2007}a\n\u{2007} ¬\n\u{2007}b\n\u{2007}\n− ¬\n+c\n\u{2007}a\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}a\n−e\n+c\n\u{2007}f\n−e\n\u{2007}c\n\u{2007}c",
    nil,
    "@@ −1,13 +1,14 @@\n\u{2007}b\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}a\n+d ¬\n\u{2007}\n\u{2007}\n\u{2007}d ¬\n\u{2007}e\n\u{2007}\n\u{2007} ¬\n\u{2007}e\n\u{2007}b\n−d ¬\n+ ¬",
    "@@ −1,14 +1,14 @@\n\u{2007}b\n\u{2007}\n\u{2007}e\n−\n+c\n\u{2007} ¬\n\u{2007}f\n\u{2007}c\n\u{2007}b\n\u{2007}d ¬\n\u{2007}f\n\u{2007}d ¬\n\u{2007}b\n−c\n+b\n\u{2007}e",
    "@@ −1,25 +1,14 @@\n− ¬\n\u{2007}e\n−d ¬\n−d ¬\n−d ¬\n−d ¬\n−\n+a\n+f\n\u{2007}c\n\u{2007} ¬\n−\n−c\n−b\n−d ¬\n−\n−\n−a\n\u{2007}b\n−e\n− ¬\n−d ¬\n−a\n−a\n+f\n+\n\u{2007} ¬\n+ ¬\n+b\n\u{2007}a\n−c\n+f\n+b",
    "@@ −1,9 +1,7 @@\n−d ¬\n\u{2007} ¬\n\u{2007}a\n−b\n\u{2007}a\n\u{2007}f\n\u{2007}a\n\u{2007}\n\u{2007}b",
    "@@ −2,12 +2,12 @@\n\u{2007}\n\u{2007}d ¬\n\u{2007}\n\u{2007}a\n−d ¬\n+\n\u{2007} ¬\n\u{2007}a\n−d ¬\n+a\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}c\n\u{2007}b",
    "@@ −4,6 +4,7 @@\n\u{2007}d ¬\n\u{2007}e\n\u{2007}e\n\u{2007}a\n+f\n\u{2007}c\n\u{2007}",
    "@@ −1,11 +1,10 @@\n\u{2007}c\n\u{2007}c\n\u{2007}d ¬\n+a\n+e\n\u{2007} ¬\n\u{2007}e\n−e\n−e\n−c\n\u{2007}b\n\u{2007} ¬\n\u{2007}b",
    "@@ −1,10 +1,10 @@\n\u{2007}a\n\u{2007}c\n\u{2007}\n−f\n\u{2007}c\n\u{2007}d ¬\n+b\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}d ¬",
    "@@ −1,5 +1,7 @@\n+c\n+\n\u{2007} ¬\n\u{2007}e\n−\n−a\n− ¬\n+d ¬\n+b\n+d ¬",
    nil,
    "@@ −1,9 +1,10 @@\n− ¬\n\u{2007} ¬\n\u{2007} ¬\n−c\n+f\n+ ¬\n\u{2007}d ¬\n+c\n\u{2007}c\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}f",
    "@@ −1,11 +1,11 @@\n−a\n\u{2007}f\n\u{2007}e\n+a\n\u{2007}f\n−c\n+d ¬\n\u{2007}\n\u{2007}f\n\u{2007}b\n\u{2007}\n\u{2007}b\n\u{2007}c",
    "@@ −1,9 +1,8 @@\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}\n\u{2007}e\n−d ¬\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}e\n\u{2007}\n@@ −20,7 +19,7 @@\n\u{2007}c\n\u{2007}c\n\u{2007}\n\u{2007}d ¬\n− ¬\n+e\n\u{2007}\n\u{2007}a",
    "@@ −1,10 +1,14 @@\n−f\n−e\n−e\n−f\n+\n\u{2007} ¬\n\u{2007}f\n\u{2007}c\n−e\n+b\n+b\n+ ¬\n\u{2007}e\n\u{2007}d ¬\n+c\n+b\n+c\n+b\n+ ¬",
    nil,
    "@@ −1,11 +1,9 @@\n\u{2007}e\n−a\n\u{2007} ¬\n\u{2007}b\n\u{2007} ¬\n\u{2007}b\n−c\n\u{2007}c\n\u{2007}e\n\u{2007}\n\u{2007}\n@@ −16,8 +14,10 @@\n\u{2007}e\n\u{2007}e\n\u{2007} ¬\n\u{2007}a\n+f\n\u{2007} ¬\n\u{2007}c\n\u{2007} ¬\n\u{2007}d ¬\n+",
    "@@ −1,3 +1,2 @@\n\u{2007}\n\u{2007}d ¬\n−f",
    "@@ −1,5 +1,3 @@\n\u{2007}e\n\u{2007}a\n−f\n− ¬\n−a\n+d ¬",
    "@@ −1,1 +1,21 @@\n+ ¬\n+f\n+ ¬\n\u{2007}\n+c\n+f\n+ ¬\n+c\n+f\n+ ¬\n+f\n+a\n+a\n+f\n+\n+a\n+f\n+b\n+a\n+ ¬\n+",
    "@@ −1,6 +1,4 @@\n−f\n\u{2007}b\n\u{2007}b\n−e\n−d ¬\n+f\n\u{2007}a",
    "@@ −1,7 +1,9 @@\n+c\n\u{2007}b\n\u{2007}b\n\u{2007} ¬\n+b\n\u{2007}\n\u{2007}e\n\u{2007}c\n\u{2007}f",
    "@@ −1,5 +1,13 @@\n−c\n+f\n+b\n+ ¬\n+b\n+ ¬\n\u{2007}f\n\u{2007}e\n− ¬\n\u{2007}\n+a\n+b\n+a\n+e\n+",
    "@@ −8,10 +8,12 @@\n\u{2007}b\n\u{2007}f\n\u{2007}c\n\u{2007} ¬\n+ ¬\n\u{2007}e\n+f\n\u{2007}e\n\u{2007}c\n\u{2007}a\n\u{2007}c\n− ¬\n+e",
    "@@ −6,19 +6,17 @@\n\u{2007}e\n\u{2007}d ¬\n\u{2007}\n\u{2007} ¬\n− ¬\n\u{2007}\n−e\n\u{2007}b\n\u{2007}f\n\u{2007}e\n\u{2007}a\n\u{2007}c\n−d ¬\n−a\n+ ¬\n+b\n\u{2007}b\n\u{2007}e\n\u{2007}c\n\u{2007}f\n\u{2007}f",
    nil,
    "@@ −1,5 +1,20 @@\n+ ¬\n+ ¬\n+b\n+ ¬\n+f\n+ ¬\n+c\n+e\n\u{2007}b\n\u{2007}\n−f\n−e\n+b\n+ ¬\n+c\n+a\n\u{2007}e\n+b\n+a\n+c\n+c\n+b",
    "@@ −1,7 +1,8 @@\n\u{2007}e\n−d ¬\n\u{2007}f\n\u{2007}b\n\u{2007}d ¬\n\u{2007}a\n\u{2007}c\n+c\n+d ¬",
    "@@ −1,10 +1,20 @@\n−c\n+ ¬\n+ ¬\n\u{2007}d ¬\n+d ¬\n+a\n+f\n+\n+f\n+c\n+ ¬\n\u{2007} ¬\n\u{2007}c\n\u{2007}a\n−\n+b\n\u{2007}e\n−d ¬\n+a\n+f\n\u{2007}\n\u{2007} ¬\n+e",
    nil,
    nil,
    "@@ −1,9 +1,7 @@\n−c\n\u{2007}b\n\u{2007}d ¬\n−d ¬\n−d ¬\n+a\n\u{2007}a\n\u{2007}e\n\u{2007} ¬\n\u{2007}c",
    "@@ −1,19 +1,17 @@\n− ¬\n\u{2007}b\n\u{2007}f\n\u{2007}b\n\u{2007}c\n\u{2007}b\n\u{2007}e\n\u{2007}a\n−a\n\u{2007}c\n\u{2007}d ¬\n\u{2007}b\n\u{2007}a\n−\n+f\n\u{2007}\n− ¬\n+a\n\u{2007}c\n\u{2007}f\n\u{2007}b",
    "@@ −1,10 +1,15 @@\n−\n−\n−a\n−e\n−c\n−a\n−f\n+ ¬\n+ ¬\n+d ¬\n+b\n+b\n\u{2007}b\n\u{2007}f\n+c\n+f\n+c\n\u{2007}\n+e\n+e\n+ ¬\n+b",
    "@@ −1,14 +1,16 @@\n\u{2007}a\n\u{2007}a\n\u{2007} ¬\n+a\n\u{2007}f\n\u{2007} ¬\n\u{2007}c\n\u{2007}\n\u{2007}a\n\u{2007}b\n\u{2007}e\n+\n\u{2007}c\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007}c\n@@ −16,12 +18,13 @@\n\u{2007}\n\u{2007}c\n\u{2007}c\n\u{2007}a\n− ¬\n+\n\u{2007} ¬\n\u{2007}\n\u{2007}d ¬\n\u{2007}e\n\u{2007}a\n+\n\u{2007} ¬\n\u{2007}e",
    "@@ −1,17 +1,17 @@\n\u{2007}b\n\u{2007}e\n\u{2007}c\n−e\n+d ¬\n\u{2007}c\n\u{2007}b\n\u{2007}e\n\u{2007}f\n\u{2007}b\n\u{2007}f\n\u{2007}b\n−f\n+a\n\u{2007}b\n\u{2007}f\n\u{2007}a\n\u{2007} ¬\n\u{2007}d ¬",
    "@@ −1,1 +1,21 @@\n+ ¬\n+ ¬\n\u{2007}\n+e\n+ ¬\n+f\n+c\n+ ¬\n+a\n+b\n+f\n+ ¬\n+f\n+d ¬\n+\n+f\n+e\n+f\n+c\n+f\n+e",
    "@@ −1,15 +1,29 @@\n− ¬\n−e\n\u{2007}f\n+c\n+\n+d ¬\n\u{2007}b\n\u{2007}c\n− ¬\n\u{2007}a\n−d ¬\n+e\n+\n+\n+b\n\u{2007} ¬\n\u{2007}c\n−c\n−d ¬\n−e\n+\n\u{2007}e\n\u{2007} ¬\n+\n+d ¬\n+\n+d ¬\n+ ¬\n+f\n+c\n+f\n+d ¬\n+e\n+b\n+d ¬\n+e",
    nil,
    "@@ −3,9 +3,8 @@\n\u{2007}a\n\u{2007}a\n\u{2007}\n\u{2007}c\n−d ¬\n\u{2007}f\n\u{2007}\n\u{2007}f\n\u{2007}f",
    "@@ −8,8 +8,9 @@\n\u{2007}e\n\u{2007}\n\u{2007}e\n\u{2007}f\n+c\n\u{2007} ¬\n\u{2007}c\n\u{2007}f\n\u{2007}c",
    "@@ −1,11 +1,12 @@\n\u{2007}f\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}f\n−f\n+\n\u{2007} ¬\n\u{2007}c\n\u{2007}f\n\u{2007}a\n\u{2007}a\n\u{2007}e\n+f",
    "@@ −1,4 +1,2 @@\n\u{2007}e\n\u{2007}f\n−d ¬\n−",
    nil,
    nil,
    "@@ −3,5 +3,4 @@\n\u{2007}d ¬\n\u{2007}\n\u{2007}b\n\u{2007}b\n− ¬",
    "@@ −15,14 +15,15 @@\n\u{2007}a\n\u{2007}c\n\u{2007}f\n\u{2007}d ¬\n+e\n\u{2007} ¬\n\u{2007}a\n−a\n+ ¬\n\u{2007}c\n+b\n\u{2007}b\n\u{2007}f\n\u{2007}a\n− ¬\n\u{2007}a\n\u{2007}f",
    "@@ −5,8 +5,9 @@\n\u{2007}f\n\u{2007}c\n\u{2007}c\n\u{2007}e\n+a\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007} ¬\n\u{2007} ¬\n@@ −18,6 +19,5 @@\n\u{2007}f\n\u{2007}\n\u{2007}\n\u{2007} ¬\n− ¬\n\u{2007}e",
    "@@ −1,17 +1,17 @@\n\u{2007}b\n\u{2007}d ¬\n\u{2007}c\n−\n−\n+d ¬\n\u{2007}\n\u{2007}\n\u{2007}b\n\u{2007}f\n\u{2007} ¬\n\u{2007}a\n\u{2007}e\n+a\n\u{2007}\n\u{2007}c\n\u{2007}b\n\u{2007}e\n\u{2007}",
    "@@ −1,4 +1,5 @@\n+\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}f\n\u{2007}b\n@@ −6,4 +7,5 @@\n\u{2007} ¬\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}d ¬\n+f",
    "@@ −1,8 +1,7 @@\n\u{2007} ¬\n−a\n+d ¬\n\u{2007}b\n\u{2007}f\n\u{2007}\n−b\n−\n+a\n\u{2007}f",
    "@@ −1,9 +1,10 @@\n\u{2007}\n−f\n+a\n+b\n\u{2007}b\n\u{2007}f\n−d ¬\n+c\n\u{2007}\n\u{2007}a\n\u{2007}d ¬\n\u{2007} ¬",
    "@@ −1,10 +1,9 @@\n−b\n\u{2007}b\n\u{2007}b\n+e\n\u{2007}d ¬\n\u{2007}d ¬\n−c\n\u{2007}b\n\u{2007}b\n\u{2007}c\n\u{2007}c\n@@ −12,6 +11,6 @@\n\u{2007}\n\u{2007}f\n\u{2007}e\n\u{2007}a\n−b\n−a\n+ ¬\n+e",
    "@@ −3,7 +3,7 @@\n\u{2007}\n\u{2007} ¬\n\u{2007}e\n\u{2007}e\n−e\n+d ¬\n\u{2007}c\n\u{2007}e",
    "@@ −1,8 +1,10 @@\n\u{2007}b\n\u{2007}a\n+e\n\u{2007}\n\u{2007}\n+b\n\u{2007}e\n\u{2007}c\n\u{2007}f\n\u{2007}a\n@@ −10,15 +12,15 @@\n\u{2007} ¬\n\u{2007}b\n\u{2007}f\n\u{2007}d ¬\n−b\n+e\n\u{2007}d ¬\n\u{2007}a\n\u{2007}b\n−c\n\u{2007}e\n\u{2007}a\n\u{2007}f\n+\n\u{2007}e\n\u{2007}a\n\u{2007}c",
    nil,
    nil,
    "@@ −7,12 +7,12 @@\n\u{2007}f\n\u{2007}c\n\u{2007}d ¬\n\u{2007}d ¬\n−b\n−c\n−e\n− ¬\n−\n\u{2007}\n\u{2007}c\n\u{2007}e\n+ ¬\n+f\n+\n+c\n+e",
    "@@ −1,12 +1,10 @@\n−a\n+e\n\u{2007} ¬\n−f\n\u{2007}c\n−\n\u{2007}b\n\u{2007}f\n−\n+a\n\u{2007}b\n\u{2007}\n\u{2007}c\n\u{2007}b",
    "@@ −1,19 +1,18 @@\n\u{2007} ¬\n\u{2007}b\n\u{2007}\n−\n+b\n\u{2007}f\n\u{2007} ¬\n\u{2007}f\n−\n−d ¬\n+c\n\u{2007}d ¬\n\u{2007}e\n− ¬\n+b\n\u{2007}a\n\u{2007}b\n\u{2007}\n\u{2007}f\n\u{2007}b\n\u{2007} ¬\n\u{2007}",
    "@@ −12,11 +12,9 @@\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}e\n\u{2007}c\n−f\n\u{2007}e\n\u{2007}e\n\u{2007}\n−\n\u{2007}b\n\u{2007}e",
    "@@ −6,9 +6,8 @@\n\u{2007}c\n\u{2007}e\n\u{2007}\n\u{2007}\n−c\n\u{2007}c\n\u{2007} ¬\n\u{2007}b\n\u{2007}c",
    "@@ −6,12 +6,11 @@\n\u{2007}c\n\u{2007}a\n\u{2007}e\n\u{2007}c\n−b\n+a\n\u{2007}d ¬\n\u{2007} ¬\n−a\n\u{2007}\n\u{2007}a\n\u{2007}b\n\u{2007}f",
    nil,
    "@@ −1,6 +1,5 @@\n\u{2007}\n−c\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}f\n@@ −8,14 +7,14 @@\n\u{2007}f\n\u{2007}e\n\u{2007}a\n\u{2007}b\n−c\n+\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}e\n\u{2007}a\n\u{2007}\n\u{2007}\n\u{2007}f\n\u{2007}c\n−e\n+d ¬",
    nil,
    "@@ −1,10 +1,19 @@\n−d ¬\n\u{2007} ¬\n\u{2007}f\n−\n+c\n\u{2007}a\n\u{2007}a\n\u{2007}f\n− ¬\n−e\n− ¬\n+\n+\n+\n+c\n+a\n+\n+c\n+c\n+c\n+b\n+a\n+f\n+a",
    "@@ −1,15 +1,1 @@\n−f\n−d ¬\n−b\n− ¬\n−\n−f\n−b\n−d ¬\n−b\n−\n−f\n\u{2007}\n−d ¬\n−f\n−c",
    "@@ −1,3 +1,5 @@\n−f\n+a\n+\n+b\n\u{2007}\n\u{2007}a",
    "@@ −1,5 +1,1 @@\n−e\n−b\n−\n−e\n−\n+c",
    "@@ −1,8 +1,9 @@\n−b\n+c\n+\n\u{2007}a\n\u{2007}c\n\u{2007}f\n\u{2007}e\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}a",
    "@@ −1,13 +1,12 @@\n− ¬\n\u{2007}e\n\u{2007}f\n\u{2007}c\n\u{2007} ¬\n\u{2007}f\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}e\n−e\n+a\n\u{2007} ¬\n\u{2007}e\n\u{2007} ¬",
    "@@ −1,20 +1,20 @@\n\u{2007}e\n−b\n\u{2007}\n− ¬\n+d ¬\n\u{2007}a\n+\n\u{2007}f\n− ¬\n\u{2007}d ¬\n\u{2007}\n\u{2007} ¬\n\u{2007}f\n\u{2007}e\n\u{2007} ¬\n\u{2007}b\n\u{2007}e\n+e\n\u{2007}b\n\u{2007}b\n\u{2007}c\n\u{2007}f\n\u{2007}e",
    "@@ −1,19 +1,21 @@\n−e\n\u{2007}d ¬\n\u{2007}e\n\u{2007}d ¬\n\u{2007}e\n−\n+ ¬\n\u{2007}f\n+\n\u{2007}c\n\u{2007}e\n\u{2007}a\n\u{2007}e\n+e\n+f\n\u{2007}f\n\u{2007}d ¬\n\u{2007}\n\u{2007}e\n\u{2007}c\n\u{2007}d ¬\n\u{2007}b\n\u{2007}b",
    "@@ −2,13 +2,14 @@\n\u{2007}e\n\u{2007}a\n\u{2007} ¬\n\u{2007}\n−a\n+c\n\u{2007}\n\u{2007}c\n\u{2007}e\n\u{2007}\n+e\n\u{2007} ¬\n\u{2007}c\n\u{2007}d ¬\n\u{2007}b\n@@ −16,6 +17,7 @@\n\u{2007}d ¬\n\u{2007}b\n\u{2007}\n\u{2007}f\n+e\n\u{2007}a\n\u{2007}e",
    "@@ −1,6 +1,7 @@\n\u{2007}a\n\u{2007}a\n+d ¬\n\u{2007}d ¬\n\u{2007}a\n\u{2007}f\n\u{2007}\n@@ −14,6 +15,6 @@\n\u{2007}f\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007}a\n−a\n\u{2007} ¬\n+b",
    "@@ −1,13 +1,14 @@\n\u{2007}b\n\u{2007}e\n−a\n\u{2007}e\n+\n\u{2007}e\n\u{2007}a\n−c\n+a\n+e\n\u{2007} ¬\n\u{2007}f\n\u{2007}\n−b\n+f\n\u{2007}f\n\u{2007}",
    "@@ −1,8 +1,8 @@\n\u{2007}c\n\u{2007}b\n\u{2007} ¬\n\u{2007}b\n−c\n+ ¬\n\u{2007}c\n−e\n−f\n+\n+c",
    "@@ −5,15 +5,17 @@\n\u{2007}d ¬\n\u{2007}f\n\u{2007}e\n\u{2007}f\n+ ¬\n+f\n\u{2007}b\n\u{2007}f\n\u{2007}b\n\u{2007}f\n+ ¬\n\u{2007}c\n−\n−b\n+ ¬\n\u{2007}d ¬\n\u{2007}a\n\u{2007}b\n\u{2007}f",
    "@@ −1,5 +1,6 @@\n−d ¬\n+a\n+b\n\u{2007} ¬\n\u{2007}e\n\u{2007}e\n\u{2007} ¬",
    "@@ −4,10 +4,12 @@\n\u{2007}e\n\u{2007}f\n\u{2007}\n\u{2007} ¬\n+c\n\u{2007}f\n\u{2007}b\n+c\n\u{2007}c\n\u{2007}a\n\u{2007}e\n\u{2007}c\n@@ −17,11 +19,11 @@\n\u{2007}d ¬\n\u{2007}f\n\u{2007}f\n\u{2007}e\n−\n+d ¬\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007}\n\u{2007}d ¬\n\u{2007}c",
    "@@ −1,5 +1,5 @@\n−c\n+d ¬\n\u{2007}b\n\u{2007}\n\u{2007}f\n\u{2007}a\n@@ −14,4 +14,5 @@\n\u{2007}e\n\u{2007}f\n\u{2007}a\n\u{2007}d ¬\n+c",
    "@@ −1,8 +1,7 @@\n\u{2007}d ¬\n\u{2007}b\n−a\n\u{2007}a\n\u{2007}b\n\u{2007} ¬\n\u{2007}c\n\u{2007}c",
    "@@ −1,10 +1,10 @@\n\u{2007}\n\u{2007}a\n−e\n\u{2007}a\n\u{2007}f\n\u{2007}f\n\u{2007}\n\u{2007}c\n\u{2007}\n+ ¬\n\u{2007}f",
    "@@ −1,6 +1,5 @@\n\u{2007}d ¬\n−e\n\u{2007}e\n\u{2007}c\n\u{2007}e\n\u{2007} ¬\n@@ −20,7 +19,7 @@\n\u{2007} ¬\n\u{2007}\n\u{2007}b\n\u{2007}c\n−e\n+ ¬\n\u{2007}f\n\u{2007}",
    "@@ −1,2 +1,3 @@\n−a\n\u{2007}a\n+e\n+a",
    "@@ −4,10 +4,10 @@\n\u{2007}f\n\u{2007}e\n\u{2007}d ¬\n\u{2007}d ¬\n−a\n−c\n−a\n+e\n\u{2007}c\n+\n+ ¬\n\u{2007} ¬\n\u{2007}c",
    nil,
    "@@ −1,4 +1,3 @@\n\u{2007}b\n\u{2007}f\n\u{2007}a\n− ¬",
    "@@ −1,2 +1,2 @@\n−\n+c\n\u{2007}a",
    "@@ −1,3 +1,2 @@\n−d ¬\n\u{2007}b\n\u{2007}a",
    "@@ −1,17 +1,13 @@\n\u{2007} ¬\n\u{2007}b\n−\n\u{2007}c\n\u{2007}\n\u{2007}d ¬\n−e\n\u{2007}d ¬\n− ¬\n\u{2007}\n−a\n\u{2007}d ¬\n\u{2007}e\n\u{2007}c\n\u{2007}f\n\u{2007}b\n\u{2007}e",
    "@@ −2,16 +2,17 @@\n\u{2007}a\n\u{2007}b\n\u{2007}e\n\u{2007}f\n−d ¬\n\u{2007} ¬\n+b\n\u{2007}c\n\u{2007}a\n\u{2007}b\n+b\n\u{2007}d ¬\n\u{2007}b\n−e\n+f\n\u{2007}b\n\u{2007} ¬\n\u{2007}\n\u{2007}c",
    "@@ −1,2 +1,3 @@\n+d ¬\n\u{2007}d ¬\n\u{2007}f",
    nil,
    "@@ −2,18 +2,16 @@\n\u{2007}e\n\u{2007}d ¬\n\u{2007}f\n\u{2007}a\n− ¬\n\u{2007}e\n\u{2007}a\n\u{2007}c\n\u{2007}f\n\u{2007}f\n\u{2007}f\n−b\n\u{2007}e\n\u{2007}c\n\u{2007} ¬\n\u{2007}c\n\u{2007}d ¬\n\u{2007}d ¬",
    nil,
    "@@ −1,7 +1,8 @@\n\u{2007}d ¬\n\u{2007}c\n\u{2007}d ¬\n+b\n\u{2007}d ¬\n\u{2007}b\n\u{2007}\n\u{2007} ¬",
    "@@ −2,9 +2,8 @@\n\u{2007}f\n\u{2007}f\n\u{2007}\n\u{2007} ¬\n−a\n\u{2007} ¬\n\u{2007}f\n\u{2007} ¬\n\u{2007}e\n@@ −12,8 +11,7 @@\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}c\n\u{2007} ¬\n−a\n+b\n\u{2007}a\n−f\n\u{2007}d ¬",
    nil,
    "@@ −1,17 +1,18 @@\n\u{2007}f\n\u{2007}c\n\u{2007} ¬\n−e\n\u{2007}\n\u{2007}a\n\u{2007}c\n\u{2007}f\n\u{2007}\n\u{2007}c\n\u{2007}c\n\u{2007} ¬\n+\n\u{2007}c\n\u{2007}c\n−f\n+b\n+b\n\u{2007}f\n\u{2007}e",
    nil,
    "@@ −1,8 +1,6 @@\n−f\n\u{2007}f\n\u{2007}d ¬\n−f\n\u{2007}b\n\u{2007}a\n\u{2007}b\n\u{2007}a\n@@ −15,15 +13,17 @@\n\u{2007}b\n\u{2007}\n\u{2007} ¬\n\u{2007}\n+f\n\u{2007}d ¬\n\u{2007}c\n\u{2007}c\n\u{2007}d ¬\n+e\n\u{2007}c\n− ¬\n+f\n\u{2007}b\n\u{2007}a\n\u{2007}e\n\u{2007}f\n\u{2007}a",
    "@@ −1,20 +1,20 @@\n−a\n−a\n−f\n−e\n−f\n−e\n−a\n−f\n−\n+b\n+d ¬\n+b\n\u{2007}a\n−\n+b\n+f\n+d ¬\n+a\n+e\n\u{2007}c\n\u{2007}f\n\u{2007}a\n− ¬\n−a\n− ¬\n− ¬\n\u{2007}a\n−b\n+c\n+\n+d ¬\n+ ¬\n+e\n+a\n+a",
    "@@ −1,16 +1,16 @@\n\u{2007}\n\u{2007}e\n−\n+e\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}b\n\u{2007}f\n\u{2007}\n\u{2007}f\n\u{2007}e\n\u{2007}f\n−b\n+ ¬\n\u{2007} ¬\n\u{2007}f\n\u{2007}c\n\u{2007}d ¬",
    "@@ −6,5 +6,6 @@\n\u{2007}\n\u{2007}e\n\u{2007}f\n\u{2007}f\n−b\n+f\n+ ¬",
    "@@ −5,9 +5,10 @@\n\u{2007}f\n\u{2007}d ¬\n\u{2007}\n\u{2007} ¬\n−\n+b\n+ ¬\n\u{2007}c\n\u{2007}\n\u{2007}f\n\u{2007}b",
    "@@ −1,2 +1,2 @@\n−b\n\u{2007}e\n+e",
    "@@ −1,14 +1,14 @@\n\u{2007}a\n\u{2007}d ¬\n+\n\u{2007}\n\u{2007}f\n\u{2007} ¬\n\u{2007}c\n\u{2007}a\n\u{2007}a\n\u{2007}f\n−b\n\u{2007}\n\u{2007}f\n\u{2007}c\n\u{2007} ¬",
    nil,
    "@@ −1,11 +1,14 @@\n\u{2007}c\n+e\n\u{2007}f\n+d ¬\n\u{2007}c\n\u{2007} ¬\n\u{2007}a\n\u{2007}c\n\u{2007}f\n+c\n\u{2007}d ¬\n\u{2007}d ¬\n\u{2007}a\n\u{2007}c",
    "@@ −12,10 +12,10 @@\n\u{2007}f\n\u{2007}b\n\u{2007}e\n\u{2007}e\n− ¬\n\u{2007}f\n\u{2007}b\n\u{2007}e\n\u{2007}\n\u{2007} ¬\n+f",
    "@@ −1,20 +1,25 @@\n−b\n−b\n−\n−a\n−a\n−f\n−e\n\u{2007}b\n\u{2007} ¬\n\u{2007}c\n−e\n−a\n−f\n− ¬\n−f\n−c\n\u{2007}b\n−c\n+b\n+f\n+e\n+ ¬\n+ ¬\n+e\n+d ¬\n+b\n+ ¬\n+d ¬\n+ ¬\n+b\n\u{2007}a\n+c\n+c\n\u{2007}\n+e\n+\n+ ¬\n+c\n+ ¬",
    "@@ −4,18 +4,17 @@\n\u{2007}f\n\u{2007}a\n\u{2007}d ¬\n\u{2007}e\n+a\n\u{2007}c\n\u{2007}a\n\u{2007}a\n\u{2007}\n\u{2007}b\n\u{2007}\n\u{2007}f\n−\n\u{2007} ¬\n\u{2007}e\n−\n+c\n\u{2007} ¬\n−b\n\u{2007}a",
    "@@ −6,20 +6,22 @@\n\u{2007}b\n\u{2007}f\n\u{2007}b\n\u{2007}e\n−\n+a\n\u{2007}f\n\u{2007}f\n\u{2007}f\n\u{2007}b\n\u{2007}\n\u{2007}f\n−a\n+f\n\u{2007}a\n\u{2007}e\n\u{2007}a\n+c\n\u{2007}\n\u{2007}e\n+d ¬\n\u{2007}\n\u{2007}a\n−c\n+",
    "@@ −1,1 +1,2 @@\n−\n+c\n+c",
    "@@ −1,12 +1,12 @@\n\u{2007}d ¬\n\u{2007}\n\u{2007}f\n−e\n\u{2007}d ¬\n−c\n+d ¬\n+d ¬\n\u{2007}a\n\u{2007}d ¬\n\u{2007}b\n\u{2007}a\n\u{2007} ¬\n\u{2007}c",
    "@@ −1,6 +1,6 @@\n\u{2007}b\n−d ¬\n+e\n\u{2007} ¬\n\u{2007}b\n\u{2007}b\n\u{2007}",
    "@@ −1,25 +1,30 @@\n−f\n− ¬\n−f\n−\n−c\n−d ¬\n−b\n−f\n−e\n−b\n−e\n\u{2007}\n−f\n−f\n−e\n−d ¬\n+a\n+ ¬\n+\n\u{2007}b\n−f\n−c\n\u{2007}d ¬\n\u{2007}c\n+d ¬\n+e\n+\n+a\n+ ¬\n\u{2007}f\n\u{2007}b\n+d ¬\n+ ¬\n+ ¬\n+\n\u{2007}b\n+a\n\u{2007}f\n+e\n+f\n+ ¬\n+b\n+b\n+b\n+\n+\n+a",
    "@@ −1,13 +1,12 @@\n−c\n\u{2007} ¬\n−d ¬\n+e\n\u{2007}e\n\u{2007}\n\u{2007}c\n\u{2007}c\n\u{2007} ¬\n\u{2007}e\n−\n+e\n\u{2007}f\n\u{2007}e\n\u{2007}d ¬",
    "@@ −1,5 +1,4 @@\n−e\n\u{2007}d ¬\n\u{2007}b\n\u{2007}\n\u{2007}e\n@@ −7,20 +6,17 @@\n\u{2007}d ¬\n\u{2007}\n\u{2007}e\n\u{2007}a\n− ¬\n\u{2007}a\n−c\n+e\n\u{2007}\n\u{2007}\n\u{2007}a\n\u{2007}\n\u{2007}\n\u{2007}f\n−e\n−b\n\u{2007}a\n\u{2007} ¬\n\u{2007}a\n\u{2007}d ¬\n\u{2007}",
    "@@ −1,15 +1,29 @@\n−b\n− ¬\n+\n+d ¬\n+c\n+\n+d ¬\n+c\n+\n\u{2007} ¬\n−f\n+d ¬\n\u{2007}b\n\u{2007}f\n−\n−f\n+b\n+a\n\u{2007} ¬\n+ ¬\n+ ¬\n+e\n+a\n\u{2007}d ¬\n\u{2007}e\n\u{2007} ¬\n−\n−f\n+ ¬\n+d ¬\n+d ¬\n+d ¬\n\u{2007}f\n+d ¬\n+a\n+",
    "@@ −11,9 +11,7 @@\n\u{2007}b\n\u{2007}e\n\u{2007}c\n\u{2007}a\n− ¬\n\u{2007}b\n\u{2007}f\n−a\n\u{2007}e",
    nil,
    "@@ −1,9 +1,8 @@\n\u{2007}a\n\u{2007}a\n\u{2007}d ¬\n−a\n−b\n+c\n\u{2007} ¬\n\u{2007}a\n\u{2007}b\n\u{2007}",
    "@@ −1,5 +1,5 @@\n−d ¬\n+a\n\u{2007}a\n\u{2007}f\n\u{2007}c\n\u{2007}c\n@@ −18,12 +18,11 @@\n\u{2007}a\n\u{2007}a\n\u{2007} ¬\n\u{2007}d ¬\n−f\n\u{2007}e\n\u{2007}e\n\u{2007}a\n−b\n+c\n\u{2007}b\n\u{2007}b\n\u{2007} ¬",
    "@@ −5,9 +5,8 @@\n\u{2007}a\n\u{2007}a\n\u{2007}\n\u{2007}f\n−f\n\u{2007}b\n\u{2007}c\n\u{2007}e\n\u{2007}a",
    "@@ −1,6 +1,8 @@\n+ ¬\n\u{2007}d ¬\n\u{2007}d ¬\n+c\n\u{2007}f\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}a\n@@ −8,9 +10,8 @@\n\u{2007}d ¬\n\u{2007}a\n\u{2007}\n\u{2007}\n−a\n\u{2007}\n\u{2007}d ¬\n\u{2007}a\n\u{2007}c",
    "@@ −1,13 +1,14 @@\n\u{2007}\n\u{2007}c\n\u{2007}b\n+\n\u{2007}b\n\u{2007} ¬\n\u{2007}e\n\u{2007}a\n\u{2007}e\n\u{2007} ¬\n\u{2007}e\n−e\n+c\n\u{2007}c\n\u{2007}b",
    "@@ −1,14 +1,15 @@\n\u{2007}d ¬\n\u{2007}a\n−\n+ ¬\n+ ¬\n\u{2007} ¬\n\u{2007}\n\u{2007}b\n\u{2007}d ¬\n\u{2007}f\n\u{2007}d ¬\n−c\n+b\n\u{2007}c\n\u{2007}e\n\u{2007}c\n\u{2007}b\n@@ −19,8 +20,8 @@\n\u{2007}a\n\u{2007}a\n\u{2007} ¬\n\u{2007} ¬\n−f\n+d ¬\n\u{2007}\n\u{2007}f\n\u{2007}a",
    "@@ −1,7 +1,8 @@\n−b\n\u{2007}e\n\u{2007}c\n\u{2007}\n+ ¬\n\u{2007}c\n\u{2007}c\n−e\n+c\n+d ¬",
    "@@ −1,10 +1,11 @@\n+f\n\u{2007}a\n−d ¬\n+c\n+b\n\u{2007}e\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}f\n\u{2007} ¬\n\u{2007} ¬\n−b\n\u{2007}e",
    "@@ −1,20 +1,1 @@\n−c\n−f\n−a\n−f\n−c\n−c\n−f\n−b\n−e\n−b\n−f\n− ¬\n−b\n\u{2007}\n− ¬\n−b\n−b\n−b\n−c\n−f",
    nil,
    nil,
    "@@ −2,9 +2,8 @@\n\u{2007}c\n\u{2007}a\n\u{2007}e\n\u{2007}\n−a\n\u{2007}a\n\u{2007}a\n\u{2007}d ¬\n\u{2007}a",
    nil,
    nil,
    "@@ −19,10 +19,13 @@\n\u{2007}a\n\u{2007}c\n\u{2007} ¬\n\u{2007}c\n+c\n\u{2007}f\n+b\n\u{2007}e\n+c\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}b\n\u{2007}e",
    "@@ −1,15 +1,21 @@\n−\n−d ¬\n\u{2007}\n−c\n\u{2007}b\n\u{2007}e\n\u{2007}a\n\u{2007}d ¬\n\u{2007}b\n−c\n\u{2007}a\n−\n−e\n−d ¬\n\u{2007}f\n+e\n+a\n+f\n+e\n+c\n+c\n+b\n+f\n+f\n+a\n+c\n+d ¬\n+c",
    "@@ −1,14 +1,14 @@\n\u{2007}a\n\u{2007}f\n\u{2007}a\n−d ¬\n+c\n\u{2007}\n\u{2007}\n−a\n\u{2007}d ¬\n\u{2007}b\n\u{2007} ¬\n+\n\u{2007}a\n\u{2007}a\n\u{2007}f\n\u{2007} ¬",
    "@@ −5,16 +5,18 @@\n\u{2007}e\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007}e\n−e\n+\n\u{2007}d ¬\n\u{2007}b\n\u{2007}a\n\u{2007}c\n\u{2007}b\n\u{2007}\n+e\n\u{2007} ¬\n+e\n\u{2007}e\n\u{2007}b\n\u{2007}d ¬\n−d ¬\n+f",
    nil,
    "@@ −9,11 +9,11 @@\n\u{2007}e\n\u{2007}f\n\u{2007} ¬\n\u{2007}f\n− ¬\n+a\n\u{2007}d ¬\n\u{2007}e\n\u{2007} ¬\n\u{2007}d ¬\n\u{2007}a\n\u{2007}b",
    "@@ −1,25 +1,20 @@\n+f\n+c\n+f\n+e\n+ ¬\n\u{2007}a\n+a\n+a\n+f\n+d ¬\n+\n+c\n+ ¬\n+b\n+c\n\u{2007} ¬\n\u{2007}\n\u{2007}d ¬\n−c\n−f\n−f\n−e\n−e\n−f\n− ¬\n−b\n−b\n−c\n−d ¬\n−c\n−f\n−b\n−b\n\u{2007}e\n−f\n−b\n−b\n\u{2007}d ¬\n− ¬",
    "@@ −1,10 +1,9 @@\n\u{2007}d ¬\n\u{2007} ¬\n\u{2007} ¬\n\u{2007}f\n−a\n−\n+e\n+f\n\u{2007}b\n\u{2007}c\n\u{2007}a\n−",
    "@@ −1,6 +1,6 @@\n\u{2007}b\n\u{2007}e\n−e\n+c\n\u{2007}e\n−f\n+c\n\u{2007} ¬",
  ]
}
