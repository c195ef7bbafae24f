import Foundation

/// Remembers which files a test process rewrote, for the processes that run after it.
///
/// `swift test` runs XCTest and Swift Testing in two processes, one after the other, from one
/// build. When the first rewrites a file, the second's `#line`s describe the old text, and
/// recording into the new one would put snapshots into the wrong calls.
package protocol RewriteLedger: Sendable {
  /// Notes that this process wrote `text` to `path`.
  func noteRewrite(of path: String, to text: String)
  /// Whether `text`, the current text of `path`, was written by another process of this run
  /// after this process's binary was built.
  func wasRewrittenByEarlierProcess(_ path: String, text: String) -> Bool
}

/// A ledger for a single process: no other process ever rewrites its files.
package struct SingleProcessRewriteLedger: RewriteLedger {
  package init() {}
  package func noteRewrite(of path: String, to text: String) {}
  package func wasRewrittenByEarlierProcess(_ path: String, text: String) -> Bool { false }
}

/// A ledger kept in the temporary directory, one small file per rewritten source file.
///
/// An entry counts only for processes started by the same parent (one `swift test`), only while
/// the file still holds the text written, and only if the test binary is older than the entry.
package struct TemporaryDirectoryRewriteLedger: RewriteLedger {
  let directory: URL

  package init(
    directory: URL = FileManager.default.temporaryDirectory
      .appendingPathComponent("verbatim-inline-snapshot-rewrites")
  ) {
    self.directory = directory
  }

  package func noteRewrite(of path: String, to text: String) {
    let entry = "\(getppid()) \(Self.fingerprint(text)) \(Date().timeIntervalSince1970)"
    // Best effort: without the entry, a later process has only the call-location checks.
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? Data(entry.utf8).write(to: entryURL(for: path), options: .atomic)
  }

  package func wasRewrittenByEarlierProcess(_ path: String, text: String) -> Bool {
    guard
      let data = try? Data(contentsOf: entryURL(for: path)),
      case let fields = String(decoding: data, as: UTF8.self).split(separator: " "),
      fields.count == 3,
      let parent = Int32(fields[0]),
      let written = Double(fields[2])
    else { return false }
    guard parent == getppid(), fields[1] == Self.fingerprint(text) else { return false }
    // A binary built after the rewrite was compiled from the rewritten text.
    if let built = Self.executableModificationDate(), built.timeIntervalSince1970 > written {
      return false
    }
    return true
  }

  private func entryURL(for path: String) -> URL {
    directory.appendingPathComponent(Self.fingerprint(path))
  }

  private static func executableModificationDate() -> Date? {
    guard let path = Bundle.main.executableURL?.path else { return nil }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date
  }

  // FNV-1a: stable across processes, unlike `Hasher`.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
