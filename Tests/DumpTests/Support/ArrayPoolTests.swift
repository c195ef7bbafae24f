import Testing

@testable import Dump

/// Large diffs reuse the storage of earlier trees; reusing it must never change a result or
/// touch a tree still in use.
@Suite struct ArrayPoolTests {
  private func nodes(_ count: Int, capacity: Int) -> [DumpNode] {
    var nodes: [DumpNode] = []
    nodes.reserveCapacity(capacity)
    for index in 0..<count {
      var node = DumpNode(label: .index(index))
      node.text = "node \(index)"
      nodes.append(node)
    }
    return nodes
  }

  @Test func keepsEmptiedStorageForTheNextReflection() {
    let pool = ArrayPool<DumpNode>(minimumCapacity: 16, maximumCapacity: 1_024, maximumKept: 2)
    let recycled = nodes(100, capacity: 128)
    let capacity = recycled.capacity
    pool.recycle(consume recycled)
    #expect(pool.keptCount == 1)
    let taken = pool.take()
    #expect(taken.isEmpty)
    #expect(taken.capacity == capacity)
    #expect(pool.keptCount == 0)
    #expect(pool.take().capacity == 0)
  }

  @Test func storageStillSharedIsNotKeptAndItsOtherHolderKeepsItsNodes() {
    let pool = ArrayPool<DumpNode>(minimumCapacity: 16, maximumCapacity: 1_024, maximumKept: 2)
    let shared = nodes(100, capacity: 128)
    let holder = shared
    pool.recycle(shared)
    #expect(pool.keptCount == 0)
    #expect(holder.count == 100)
    #expect(holder.map(\.text) == (0..<100).map { "node \($0)" })
  }

  @Test func keepsOnlyArraysWorthKeepingAndNoMoreThanItsBound() {
    let pool = ArrayPool<DumpNode>(minimumCapacity: 16, maximumCapacity: 1_024, maximumKept: 2)
    pool.recycle(nodes(4, capacity: 8))
    pool.recycle(nodes(10, capacity: 2_048))
    #expect(pool.keptCount == 0)
    for _ in 0..<3 { pool.recycle(nodes(20, capacity: 64)) }
    #expect(pool.keptCount == 2)
  }

  private struct Row: Equatable, Sendable {
    var id: Int
    var title: String
    var tags: [String]
  }

  private func rows(_ count: Int, editingEvery stride: Int = 0) -> [Row] {
    (0..<count).map { index in
      Row(
        id: index,
        title: stride > 0 && index % stride == 0 ? "Row \(index) (edited)" : "Row \(index)",
        tags: ["tag\(index % 3)"])
    }
  }

  @Test func treesAndDiffersHandBackTheirStorageOnceDone() {
    let pool = ArrayPool<DumpNode>(minimumCapacity: 16, maximumCapacity: 1 << 20, maximumKept: 2)
    let tree = DumpTree(reflecting: rows(2_000))
    (consume tree).recycle(into: pool)
    #expect(pool.keptCount == 1)
    let differ = TreeDiffer(
      old: DumpTree(reflecting: rows(2_000)), new: DumpTree(reflecting: rows(2_000)))
    #expect(!differ.rootsDiffer)
    (consume differ).recycle(into: pool)
    #expect(pool.keptCount == 2)
  }

  @Test func diffsAndDumpsReusingStorageGiveTheSameTexts() throws {
    // Thousands of rows make trees large enough for the shared pool to keep.
    let (old, new) = (rows(2_000), rows(2_000, editingEvery: 7))
    let reversed = Array(old.reversed())
    let firstDiff = try #require(diff(old, new))
    let firstReversed = try #require(diff(old, reversed))
    let firstDump = String(customDumping: old)
    for _ in 0..<3 {
      expectNoDifference(diff(old, new), firstDiff)
      expectNoDifference(String(customDumping: old), firstDump)
      expectNoDifference(diff(old, reversed), firstReversed)
    }
  }

  @Test func concurrentDiffsSharingThePoolAgree() async throws {
    let (old, new) = (rows(2_000), rows(2_000, editingEvery: 5))
    let expected = try #require(diff(old, new))
    let results = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask { diff(old, new) }
      }
      var results: [String?] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }
}

@Suite struct ArrayPoolTakingTests {
  @Test func recyclingByTakingLeavesTheArrayEmptyAndKeepsItsStorage() {
    let pool = ArrayPool<Int32>(minimumCapacity: 16, maximumCapacity: 1_024, maximumKept: 1)
    var history: [Int32] = Array(0..<100)
    // A closure using the array, as the alignment search's backtracking does.
    let last = { history.last }
    #expect(last() == 99)
    pool.recycle(taking: &history)
    #expect(history.isEmpty)
    #expect(pool.keptCount == 1)
    #expect(pool.take().capacity >= 100)
  }
}
