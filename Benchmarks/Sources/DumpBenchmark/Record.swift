/// A record of the kind tests compare by the thousand: eight fields of common types.
struct Record: Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
  var email: String
  var age: Int
  var isActive: Bool
  var score: Double
  var tags: [String]
  var nickname: String?

  /// `count` distinct records, the same on every run.
  static func sample(count: Int) -> [Record] {
    (0..<count).map { index in
      Record(
        id: index,
        name: "Person \(index)",
        email: "person\(index)@example.com",
        age: 20 + index % 50,
        isActive: index % 3 != 0,
        score: Double(index) * 1.5,
        tags: ["tag\(index % 7)", "group\(index % 11)"],
        nickname: index % 2 == 0 ? "P\(index)" : nil
      )
    }
  }

  /// A copy of `records` with every `stride`-th record's name and score changed.
  static func changingEvery(_ stride: Int, of records: [Record]) -> [Record] {
    var changed = records
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      changed[index].name += " (edited)"
      changed[index].score += 1
    }
    return changed
  }
}
