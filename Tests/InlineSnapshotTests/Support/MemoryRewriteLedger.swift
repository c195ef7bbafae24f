import Dump
import InlineSnapshot

/// A rewrite ledger shared by recorders that stand for the processes of one `swift test` run.
final class MemoryRewriteLedger: RewriteLedger {
  private let rewrites = Locked<[String: String]>([:])

  func noteRewrite(of path: String, to text: String) {
    rewrites.withLock { $0[path] = text }
  }

  func wasRewrittenByEarlierProcess(_ path: String, text: String) -> Bool {
    rewrites.withLock { $0[path] == text }
  }
}
