import Dump
import Foundation

/// What accepting pending snapshots would change, as one patch for `git apply`: the snapshots
/// are accepted into copies of the files kept in memory, so the patch and an accept cannot
/// disagree.
///
/// The one rule behind the review tool's `export --patch` and the patch a failing assertion
/// attaches in the pending mode.
package enum PendingPatch {
  /// The patch of what `accept` writes through the files it is given, which read `files` and
  /// write to memory only, and what `accept` returned.
  ///
  /// Paths are relative to the top of the git repository holding `root`, as `git apply` run
  /// anywhere in it expects, or to `root` outside a repository.
  package static func make<Outcome>(
    reading files: any SourceFileAccess,
    root: URL,
    accept: (any SourceFileAccess) -> Outcome
  ) -> (text: String, outcome: Outcome) {
    let copies = MemoryCopies(reading: files)
    let outcome = accept(copies)
    let top = PendingStore.repositoryTop(of: root) ?? root
    var text = ""
    for (path, new) in copies.written.sorted(by: { $0.key < $1.key }) {
      guard let old = try? files.read(path) else { continue }
      text += UnifiedPatch.file(
        PendingCollector.relative(path, to: top.standardizedFileURL.path), from: old, to: new)
    }
    return (text, outcome)
  }

  /// The patch writing `new` over a snapshot file whose text was `old` (`nil`: no file, so the
  /// patch creates it), with its path relative to the top of the git repository holding `root`,
  /// or to `root` outside a repository, as ``make(reading:root:accept:)`` does.
  package static func snapshotFile(
    at path: String, root: URL, from old: String?, to new: String
  ) -> String {
    let top = PendingStore.repositoryTop(of: root) ?? root
    return UnifiedPatch.file(
      PendingCollector.relative(path, to: top.standardizedFileURL.path), from: old, to: new)
  }
}

/// Files read from another access, written to memory only.
private final class MemoryCopies: SourceFileAccess {
  private let files: any SourceFileAccess
  private let texts = Locked([String: String]())

  init(reading files: any SourceFileAccess) {
    self.files = files
  }

  var written: [String: String] {
    texts.withLock { $0 }
  }

  func read(_ path: String) throws -> String {
    try texts.withLock { $0[path] } ?? files.read(path)
  }

  func write(_ text: String, to path: String, replacing expected: String) throws {
    let current = try read(path)
    try texts.withLock { texts in
      guard (texts[path] ?? current).utf8.elementsEqual(expected.utf8) else {
        throw SourceFileChanged(message: "\(path) changed while the patch was made")
      }
      texts[path] = text
    }
  }

  func changeTime(of path: String) throws -> Int64 {
    try files.changeTime(of: path)
  }

  func identity(of path: String) -> String? {
    files.identity(of: path)
  }

  func writeRefusal(for path: String) -> String? {
    nil
  }

  func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result {
    try body()
  }
}
