import Dump
import Foundation
import Testing

@testable import InlineSnapshot

/// What the pending collector costs a passing assertion: nothing beyond memory until the
/// process saves.
@Suite struct PendingCollectorTests {
  @Test func passesLookForStoresOnlyWhenTheProcessSavesOncePerFolder() {
    let paths = ["/Package/Tests/A.swift", "/Package/Tests/B.swift"]
    let files = MemoryFiles(
      Dictionary(uniqueKeysWithValues: paths.map { ($0, SnapshotAssertionTests.source) }))
    let recorder = SnapshotRecorder(files: files)
    let lookups = Locked(0)
    let pending = PendingCollector(
      recorder: recorder, buildTime: nil, environment: [:],
      projectRoot: { _ in
        lookups.withLock { $0 += 1 }
        return nil
      })
    for _ in 1...10 {
      for path in paths {
        let outcome = SnapshotAssertion(
          actual: "Hello", expected: "Hello", record: .missing,
          site: SnapshotSite(filePath: path, line: 2, column: 23)
        ).run(recorder: recorder, pending: pending)
        #expect(outcome == .passed)
      }
    }
    #expect(lookups.withLock { $0 } == 0)
    #expect(files.reads == 0)
    #expect(pending.save() == [])
    #expect(lookups.withLock { $0 } == 1)
  }
}
