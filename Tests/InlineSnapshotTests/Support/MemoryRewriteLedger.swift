import Dump

@testable import InlineSnapshot

/// A rewrite ledger shared by recorders that stand for the processes of one `swift test` run.
final class MemoryRewriteLedger: RewriteLedger {
  private let histories = Locked<[String: [RecordedText]]>([:])

  func history(of path: String) -> [RecordedText] {
    histories.withLock { $0[path] ?? [] }
  }

  func setHistory(_ history: [RecordedText], of path: String) {
    histories.withLock { $0[path] = history }
  }
}
