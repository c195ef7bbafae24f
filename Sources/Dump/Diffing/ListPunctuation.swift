/// Which entries of a changed list take a `,`, as each side's own dump would punctuate them,
/// read from the list's last entry to its first.
///
/// An entry takes a comma only when its side lists something after it, so a removed last
/// element reads `- [2]: 3` even when insertions follow. A changed pair is punctuated if either
/// side continues; an unchanged line, written once for both sides, as the second side.
struct ListPunctuation {
  /// Where an entry of a diffed list stands.
  enum Entry {
    case removed, inserted, changed, unchanged
  }

  private var followedInOld = false
  private var followedInNew = false

  /// Whether `entry`, the one before those already read, is followed by a comma.
  mutating func takesComma(_ entry: Entry) -> Bool {
    let comma: Bool
    switch entry {
    case .removed:
      comma = followedInOld
      followedInOld = true
    case .inserted:
      comma = followedInNew
      followedInNew = true
    case .changed:
      comma = followedInOld || followedInNew
      (followedInOld, followedInNew) = (true, true)
    case .unchanged:
      comma = followedInNew
      (followedInOld, followedInNew) = (true, true)
    }
    return comma
  }
}
