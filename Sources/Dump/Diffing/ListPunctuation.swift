/// Which entries of a changed list take a `,`, as each side's own dump would punctuate them.
///
/// An entry takes a comma only when its side lists something after it, so a removed last
/// element reads `- [2]: 3` even when insertions follow. A changed pair is punctuated if either
/// side continues; an unchanged line, written once for both sides, as the second side.
enum ListPunctuation {
  /// Where an entry of a diffed list stands.
  enum Entry {
    case removed, inserted, changed, unchanged
  }

  /// Whether each entry, in order, is followed by a comma.
  static func commas(for entries: [Entry]) -> [Bool] {
    var followedInOld = false
    var followedInNew = false
    var commas = [Bool](repeating: false, count: entries.count)
    for index in entries.indices.reversed() {
      switch entries[index] {
      case .removed:
        commas[index] = followedInOld
        followedInOld = true
      case .inserted:
        commas[index] = followedInNew
        followedInNew = true
      case .changed:
        commas[index] = followedInOld || followedInNew
        (followedInOld, followedInNew) = (true, true)
      case .unchanged:
        commas[index] = followedInNew
        (followedInOld, followedInNew) = (true, true)
      }
    }
    return commas
  }
}
