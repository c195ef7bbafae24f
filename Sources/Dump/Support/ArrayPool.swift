/// Emptied arrays kept between large diffs, so that the next diff fills memory the system has
/// already mapped.
///
/// Diffing thousands of records builds trees, and searches for alignments, of megabytes. Freed
/// at the end of each diff, that memory goes back to the system, and the next diff pays a page
/// fault for every 4 KiB it touches again: 6–13% of a large diff's time, measured on 3,000
/// records. Diffs hand their largest arrays back when done; a few are kept, emptied, up to a
/// bound.
final class ArrayPool<Element: Sendable>: Sendable {
  /// Arrays below this capacity cost too few page faults to be worth keeping.
  let minimumCapacity: Int
  /// Arrays above this capacity are left to the allocator, which bounds what the pool holds.
  let maximumCapacity: Int
  /// How many arrays the pool keeps at most.
  let maximumKept: Int

  private let spares = Locked<[[Element]]>([])

  init(minimumCapacity: Int, maximumCapacity: Int, maximumKept: Int) {
    self.minimumCapacity = minimumCapacity
    self.maximumCapacity = maximumCapacity
    self.maximumKept = maximumKept
  }

  /// An empty array, with the storage of one kept from an earlier diff if there is one.
  func take() -> [Element] {
    spares.withLock { $0.popLast() } ?? []
  }

  /// Empties `array`, keeping its storage for a later diff when it is worth it.
  func recycle(_ array: consuming [Element]) {
    var array = array
    guard (minimumCapacity...maximumCapacity).contains(array.capacity) else { return }
    let storage = array.withUnsafeBufferPointer { $0.baseAddress }
    array.removeAll(keepingCapacity: true)
    // A copy still shared the storage, so emptying allocated a new array, never touched: no
    // use keeping it. The copy keeps its elements.
    guard array.withUnsafeBufferPointer({ $0.baseAddress }) == storage else { return }
    spares.withLock { spares in
      if spares.count < maximumKept { spares.append(array) }
    }
  }

  /// Recycles `array`, leaving it empty, for arrays that a closure or nested function also
  /// uses (which cannot be consumed).
  func recycle(taking array: inout [Element]) {
    var taken: [Element] = []
    swap(&taken, &array)
    recycle(consume taken)
  }

  /// How many arrays the pool holds now.
  var keptCount: Int {
    spares.withLock { $0.count }
  }
}

/// The pools every diff and dump shares.
enum ScratchArrays {
  /// Trees' nodes: 4,096 to 131,072 nodes (about 360 KB to 11.5 MB), two arrays at most, as
  /// many as one diff uses at once (its old and new trees).
  static let nodes = ArrayPool<DumpNode>(
    minimumCapacity: 4_096, maximumCapacity: 1 << 17, maximumKept: 2)
  /// The history of an alignment search: up to 1,048,576 frontier entries (4 MB), one array.
  static let searchHistory = ArrayPool<Int32>(
    minimumCapacity: 16_384, maximumCapacity: 1 << 20, maximumKept: 1)
}
