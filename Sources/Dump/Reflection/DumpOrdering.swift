/// Orders the elements of unordered collections (sets, dictionary keys) so dumps are stable.
///
/// Elements are compared by a shallow dump (`maxDepth: 1`), as swift-custom-dump does, with one
/// deliberate change: when every dump reads as a number, they are compared as numbers, so
/// `2` comes before `10`. Every tie is broken, whatever the process's hash seed: numbers too
/// close for a `Double` by their digits, equal shallow dumps by their full dumps.
enum DumpOrdering {
  static func sorted<Element>(_ elements: [Element], by value: (Element) -> Any) -> [Element] {
    let texts = elements.map { DumpTree.text(of: value($0), maxDepth: 1) }
    var fullTexts: [Int: String] = [:]
    // Only elements whose shallow dumps tie are dumped in full.
    func fullText(_ index: Int) -> String {
      if let text = fullTexts[index] { return text }
      let text = DumpTree.text(of: value(elements[index]), maxDepth: .max)
      fullTexts[index] = text
      return text
    }
    func tieBreak(_ a: Int, _ b: Int) -> Bool {
      if texts[a] != texts[b] { return digitsOrder(texts[a], texts[b]) }
      return fullText(a) < fullText(b)
    }
    let order: [Int]
    if let integers = numbers(texts, Int.init) {
      order = elements.indices.sorted { integers[$0] != integers[$1] ? integers[$0] < integers[$1] : tieBreak($0, $1) }
    } else if let unsigned = numbers(texts, UInt64.init) {
      order = elements.indices.sorted { unsigned[$0] != unsigned[$1] ? unsigned[$0] < unsigned[$1] : tieBreak($0, $1) }
    } else if let doubles = numbers(texts, Double.init), !doubles.contains(where: \.isNaN) {
      order = elements.indices.sorted { doubles[$0] != doubles[$1] ? doubles[$0] < doubles[$1] : tieBreak($0, $1) }
    } else {
      order = elements.indices.sorted(by: tieBreak)
    }
    return order.map { elements[$0] }
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
