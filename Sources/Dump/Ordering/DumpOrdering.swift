import Foundation

/// Orders the elements of unordered collections (sets, dictionary keys) so dumps are stable.
///
/// Elements are compared by a shallow dump (`maxDepth: 1`), as swift-custom-dump does, with one
/// deliberate change: when every dump reads as a number, they are compared as numbers, so
/// `2` comes before `10`. Every tie is broken, whatever the process's hash seed: numbers too
/// close for a `Double` by their digits, equal shallow dumps by their full dumps.
enum DumpOrdering {
  /// The elements in dump order, each dumped shallowly (and in full where those tie).
  static func sorted<Element>(_ elements: [Element], by value: (Element) -> Any) -> [Element] {
    if let integers = integers(elements.lazy.map(value)) {
      return elements.indices.sorted { integers[$0] < integers[$1] }.map { elements[$0] }
    }
    let texts = elements.map { DumpTree.text(of: value($0), maxDepth: 1) }
    let order = order(ofShallowTexts: texts) { DumpTree.text(of: value(elements[$0])) }
    return order.map { elements[$0] }
  }

  /// The values as integers when every one is an `Int` that dumps as its digits (most
  /// dictionaries are keyed by ids): ordered as numbers, as their dumps would be, without
  /// dumping them.
  private static func integers(_ values: some Collection<Any>) -> [Int]? {
    guard integersDumpAsDigits else { return nil }
    var integers: [Int] = []
    integers.reserveCapacity(values.count)
    for value in values {
      guard let integer = value as? Int else { return nil }
      integers.append(integer)
    }
    return integers
  }

  // Unless a conformance of `Int` to a customization protocol says otherwise.
  private static let integersDumpAsDigits = TypeTraits.of(Int.self, sample: 0).scalar == .int

  /// The positions of elements in dump order, given each element's shallow dump
  /// (`maxDepth: 1`) and a way to get its full dump, which only ties ask for.
  static func order(
    ofShallowTexts texts: [String], fullText makeFullText: (Int) -> String
  ) -> [Int] {
    var fullTexts = FullTexts()
    func fullText(_ index: Int) -> String { fullTexts.text(of: index, making: makeFullText) }
    func tieBreak(_ a: Int, _ b: Int) -> Bool {
      if texts[a] != texts[b] { return digitsOrder(texts[a], texts[b]) }
      return fullText(a) < fullText(b)
    }
    if let integers = numbers(texts, Int.init) {
      return texts.indices.sorted {
        integers[$0] != integers[$1] ? integers[$0] < integers[$1] : tieBreak($0, $1)
      }
    } else if let unsigned = numbers(texts, UInt64.init) {
      return texts.indices.sorted {
        unsigned[$0] != unsigned[$1] ? unsigned[$0] < unsigned[$1] : tieBreak($0, $1)
      }
    } else if let doubles = numbers(texts, Double.init), !doubles.contains(where: \.isNaN) {
      return texts.indices.sorted {
        doubles[$0] != doubles[$1] ? doubles[$0] < doubles[$1] : tieBreak($0, $1)
      }
    } else if let ascii = ASCIITexts(texts) {
      return ascii.order(breakingTiesWith: fullText)
    } else {
      return texts.indices.sorted(by: tieBreak)
    }
  }

  /// The same order, given the shallow dumps end to end in UTF-8 (text `i` ends at `ends[i]`),
  /// as ``DumpRenderer/utf8Texts(of:qualifiesEnumCase:maxDepth:)`` writes them: ASCII texts
  /// that cannot all read as numbers are compared as bytes, without a string each.
  static func order(
    ofShallowUTF8 bytes: [UInt8], ends: [Int], fullText: (Int) -> String
  ) -> [Int] {
    // The numeric orders apply only when every text reads as a number, the first included.
    let first = ends.isEmpty ? "" : text(0, ofUTF8: bytes, ends: ends)
    let mayBeNumbers = Int(first) != nil || UInt64(first) != nil || Double(first) != nil
    guard !mayBeNumbers, bytes.isASCII else {
      let texts = ends.indices.map { text($0, ofUTF8: bytes, ends: ends) }
      return order(ofShallowTexts: texts, fullText: fullText)
    }
    var fullTexts = FullTexts()
    return ASCIITexts(bytes: bytes, starts: [0] + ends).order {
      fullTexts.text(of: $0, making: fullText)
    }
  }

  /// Text `index` of texts laid end to end in UTF-8, where text `i` ends at `ends[i]`.
  static func text(_ index: Int, ofUTF8 bytes: [UInt8], ends: [Int]) -> String {
    String(decoding: bytes[range(of: index, ends: ends)], as: UTF8.self)
  }

  /// Where text `index` is among texts laid end to end, where text `i` ends at `ends[i]`.
  static func range(of index: Int, ends: [Int]) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Full dumps, made only for the elements whose shallow dumps tie, each once.
  private struct FullTexts {
    private var made: [Int: String] = [:]

    mutating func text(of index: Int, making make: (Int) -> String) -> String {
      if let text = made[index] { return text }
      let text = make(index)
      made[index] = text
      return text
    }
  }

  /// Shallow dumps that are all ASCII, laid end to end in one buffer and compared by their
  /// bytes: for ASCII, the order `String` gives, without its checks on every comparison (most
  /// of the cost of sorting a large set of structs).
  private struct ASCIITexts {
    private let bytes: [UInt8]
    /// Where each text starts; the last entry is where the last one ends.
    private let starts: [Int]
    private let isDigits: [Bool]

    init?(_ texts: [String]) {
      var bytes: [UInt8] = []
      var starts = [0]
      starts.reserveCapacity(texts.count + 1)
      for text in texts {
        bytes.appendUTF8(text)
        starts.append(bytes.count)
      }
      guard bytes.isASCII else { return nil }
      self.init(bytes: bytes, starts: starts)
    }

    /// ASCII texts end to end; text `i` runs from `starts[i]` to `starts[i + 1]`.
    init(bytes: [UInt8], starts: [Int]) {
      self.bytes = bytes
      self.starts = starts
      isDigits = starts.indices.dropLast().map { index in
        let text = bytes[starts[index]..<starts[index + 1]]
        return !text.isEmpty && text.allSatisfy { $0 >= 48 && $0 <= 57 }
      }
    }

    /// The positions of the texts in dump order, ties broken by the elements' full dumps.
    ///
    /// Texts are sorted first, then each run of equal ones by full dumps: the sort's
    /// comparisons call nothing but `memcmp`, and the order is the one a single sort by both
    /// gives (the sort is stable).
    func order(breakingTiesWith fullText: (Int) -> String) -> [Int] {
      var order: [Int]
      if isDigits.contains(true) {
        order = Array(0..<isDigits.count)
        order.sort { precedes($0, $1) ?? false }
      } else {
        // Texts of one type share a long start (`Label(\n  name: "label `): most pairs differ
        // within the 8 bytes after it, which compare as one integer.
        let skipped = commonPrefixCount()
        var keyed = (0..<isDigits.count).map { (key: key(of: $0, from: skipped), text: $0) }
        keyed.sort { a, b in
          a.key != b.key ? a.key < b.key : precedes(a.text, b.text) ?? false
        }
        order = keyed.map(\.text)
      }
      var start = 0
      while start < order.count {
        var end = start + 1
        while end < order.count, precedes(order[start], order[end]) == nil { end += 1 }
        if end - start > 1 {
          order[start..<end].sort { fullText($0) < fullText($1) }
        }
        start = end
      }
      return order
    }

    /// How many bytes every text starts with alike.
    private func commonPrefixCount() -> Int {
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress, starts.count > 1 else { return 0 }
        var common = starts[1] - starts[0]
        for index in 1..<(starts.count - 1) where common > 0 {
          let text = base + starts[index]
          common = min(common, starts[index + 1] - starts[index])
          // Most texts share the whole prefix found so far: one comparison tells.
          guard memcmp(base, text, common) != 0 else { continue }
          var same = 0
          while same < common, base[same] == text[same] { same += 1 }
          common = same
        }
        return common
      }
    }

    /// The 8 bytes of text `index` from `offset`, first byte highest, zeros past its end:
    /// where two keys differ, they order their texts as their bytes do (a text that ends
    /// first is a prefix of the other, and comes first).
    private func key(of index: Int, from offset: Int) -> UInt64 {
      var key: UInt64 = 0
      let start = starts[index] + offset
      let end = starts[index + 1]
      for position in start..<(start + 8) {
        key = key << 8 | UInt64(position < end ? bytes[position] : 0)
      }
      return key
    }

    /// Whether text `a` comes before text `b` as ``DumpOrdering/digitsOrder(_:_:)`` orders
    /// them, or `nil` when they are the same.
    func precedes(_ a: Int, _ b: Int) -> Bool? {
      let aCount = starts[a + 1] - starts[a]
      let bCount = starts[b + 1] - starts[b]
      if isDigits[a], isDigits[b], aCount != bCount { return aCount < bCount }
      let order = bytes.withUnsafeBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return 0 }
        return memcmp(base + starts[a], base + starts[b], min(aCount, bCount))
      }
      if order != 0 { return order < 0 }
      return aCount == bCount ? nil : aCount < bCount
    }
  }

  /// Texts in order, where two runs of digits that a `Double` cannot tell apart (beyond 2^53)
  /// compare as the integers they write: the shorter is smaller, then digit by digit.
  static func digitsOrder(_ a: String, _ b: String) -> Bool {
    let isDigits = { (text: String) in !text.isEmpty && text.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    if isDigits(a) && isDigits(b) && a.utf8.count != b.utf8.count {
      return a.utf8.count < b.utf8.count
    }
    return a < b
  }

  private static func numbers<Number>(
    _ texts: [String], _ parse: (String) -> Number?
  ) -> [Number]? {
    var numbers: [Number] = []
    numbers.reserveCapacity(texts.count)
    for text in texts {
      guard let number = parse(text) else { return nil }
      numbers.append(number)
    }
    return numbers
  }
}
