import Foundation

/// A text a source file held, and when it was written there.
package struct RecordedText: Equatable, Sendable {
  /// The file's whole text.
  var text: String
  /// The file's change time once it held the text (see ``SourceFileAccess/changeTime(of:)``).
  var changeTime: Int64

  init(text: String, changeTime: Int64) {
    self.text = text
    self.changeTime = changeTime
  }

  /// Whether the two texts are the same bytes (`String`'s `==` calls é and e + U+0301 equal).
  func holds(_ other: String) -> Bool {
    text.utf8.elementsEqual(other.utf8)
  }
}

/// Remembers the texts recording processes wrote into each file, for the processes after them.
///
/// Test processes of one build may start after another one rewrote a file (`swift test` runs
/// XCTest and Swift Testing one after the other; `--parallel` starts workers at any time). Their
/// `#line`s describe the text they were built from; the ledger keeps that text, so they can
/// find their calls in it and then in the current text.
package protocol RewriteLedger: Sendable {
  /// The texts `path` went through, oldest first: the first is the text the first recording
  /// process replaced, and each later one was written by a recording process over the one
  /// before it. Empty when nothing is known.
  func history(of path: String) -> [RecordedText]
  /// Replaces what is known about `path`.
  func setHistory(_ history: [RecordedText], of path: String)
}

/// A ledger that remembers nothing: for a single recorder that no other process shares files
/// with.
package struct SingleProcessRewriteLedger: RewriteLedger {
  package init() {}
  package func history(of path: String) -> [RecordedText] { [] }
  package func setHistory(_ history: [RecordedText], of path: String) {}
}
