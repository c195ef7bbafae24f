@testable import SnapshotReview

/// A console that reads keys from a string and keeps what is written.
package final class ScriptedConsole: Console {
  package let isInteractive: Bool
  package let usesColor = false
  private var keys: [Character]
  package private(set) var output = ""
  package private(set) var errors = ""

  package init(keys: String, interactive: Bool) {
    self.keys = Array(keys)
    self.isInteractive = interactive
  }

  package func write(_ text: String) { output += text }
  package func writeError(_ text: String) { errors += text }

  package func readKey() -> Character? {
    keys.isEmpty ? nil : keys.removeFirst()
  }
}
