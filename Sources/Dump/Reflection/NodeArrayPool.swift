/// Emptied node arrays kept between large reflections, so that the next one fills memory the
/// system has already mapped.
///
/// Diffing thousands of records builds trees of megabytes. Freed at the end of each diff, that
/// memory goes back to the system, and the next diff pays a page fault for every 4 KiB it
/// touches again: a sixth of `Dump`'s time beside the mirrors on large diffs. Diffs and dumps
/// hand their trees' arrays back here when done; a few are kept, emptied, up to a bound.
final class NodeArrayPool: Sendable {
  /// The pool every reflection shares.
  static let shared = NodeArrayPool()

  /// Arrays below this capacity cost too few page faults to be worth keeping.
  let minimumCapacity: Int
  /// Arrays above this capacity are left to the allocator, which bounds what the pool holds.
  let maximumCapacity: Int
  /// How many arrays the pool keeps at most.
  let maximumKept: Int

  private let spares = Locked<[[DumpNode]]>([])

  /// By default, arrays of 4,096 to 131,072 nodes (about 360 KB to 11.5 MB), two at most: as
  /// many as one diff uses at once, its old and new trees.
  init(minimumCapacity: Int = 4_096, maximumCapacity: Int = 1 << 17, maximumKept: Int = 2) {
    self.minimumCapacity = minimumCapacity
    self.maximumCapacity = maximumCapacity
    self.maximumKept = maximumKept
  }

  /// An empty array, with the storage of one kept from an earlier reflection if there is one.
  func take() -> [DumpNode] {
    spares.withLock { $0.popLast() } ?? []
  }

  /// Empties `nodes`, keeping its storage for a later reflection when it is worth it.
  func recycle(_ nodes: consuming [DumpNode]) {
    var nodes = nodes
    guard (minimumCapacity...maximumCapacity).contains(nodes.capacity) else { return }
    let storage = nodes.withUnsafeBufferPointer { $0.baseAddress }
    nodes.removeAll(keepingCapacity: true)
    // A copy still shared the storage, so emptying allocated a new array, never touched: no
    // use keeping it. The copy keeps its nodes.
    guard nodes.withUnsafeBufferPointer({ $0.baseAddress }) == storage else { return }
    spares.withLock { spares in
      if spares.count < maximumKept { spares.append(nodes) }
    }
  }

  /// How many arrays the pool holds now.
  var keptCount: Int {
    spares.withLock { $0.count }
  }
}
