/// The rule that merges the batches of one store (or one job's bundle), for inline and file
/// snapshots alike: per closure or snapshot file (`Key`), the newest entry wins and a newer pass
/// drops it; entries of one build whose texts differ are rivals, all kept, as conflicting.
///
/// Entries are added oldest batch first. What a newer entry or pass replaced is collected in
/// ``obsolete``, to be removed at the next commit.
struct NewestEntries<Key: Hashable> {
  typealias Entry = PendingSnapshot

  private var latest: [Key: Entry] = [:]
  private var rivals: [Key: [Entry]] = [:]
  /// The keys whose newest run passed, with no entry since.
  private(set) var passed: Set<Key> = []
  /// Entries replaced by a newer entry or pass, by origin.
  var obsolete: [PendingOrigin: Set<String>] = [:]

  mutating func add(_ entry: Entry, at key: Key) {
    if let previous = latest[key] {
      let sameBuild = previous.buildTime != nil && previous.buildTime == entry.buildTime
      if sameBuild, previous.entry.new != entry.entry.new {
        rivals[key, default: [previous]].append(entry)
      } else {
        drop(previous)
        for rival in rivals.removeValue(forKey: key) ?? []
        where rival.entry.id != previous.entry.id
        {
          drop(rival)
        }
      }
    }
    latest[key] = entry
    passed.remove(key)
  }

  mutating func pass(_ key: Key) {
    passed.insert(key)
    for entry in [latest.removeValue(forKey: key)].compactMap({ $0 })
      + (rivals.removeValue(forKey: key) ?? [])
    {
      drop(entry)
    }
  }

  /// The entries left: each key's newest, or all its rivals, conflicting.
  var live: [Entry] {
    latest.flatMap { key, entry in
      rivals[key]?.map { rival in
        var rival = rival
        rival.status = .conflicting
        return rival
      } ?? [entry]
    }
  }

  private mutating func drop(_ entry: Entry) {
    obsolete[entry.origin, default: []].insert(entry.entry.id)
  }
}
