/// Orders the elements of unordered collections (sets, dictionary keys) so dumps are stable.
///
/// Elements are compared by a shallow dump (`maxDepth: 1`), as swift-custom-dump does, with one
/// deliberate change: when every dump reads as a number, they are compared as numbers, so
/// `2` comes before `10`.
enum DumpOrdering {
  static func sorted<Element>(_ elements: [Element], by value: (Element) -> Any) -> [Element] {
    let texts = elements.map { DumpTree.text(of: value($0), maxDepth: 1) }
    let order: [Int]
    if let integers = numbers(texts, Int.init) {
      order = elements.indices.sorted { integers[$0] < integers[$1] }
    } else if let doubles = numbers(texts, Double.init), !doubles.contains(where: \.isNaN) {
      order = elements.indices.sorted { doubles[$0] < doubles[$1] }
    } else {
      order = elements.indices.sorted { texts[$0] < texts[$1] }
    }
    return order.map { elements[$0] }
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
