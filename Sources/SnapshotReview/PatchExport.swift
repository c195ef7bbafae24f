import Foundation
import InlineSnapshot

/// What accepting would write, as one patch for `git apply`, computed by accepting into
/// copies of the files kept in memory: the patch and `accept` cannot disagree.
struct PatchExport {
  let files: any SourceFileAccess
  let root: URL

  struct Patch {
    var text = ""
    var problems: [String] = []
  }

  func patch(for snapshots: [PendingSnapshot]) -> Patch {
    let copies = MemoryCopies(reading: files)
    let outcome = SnapshotApplication(files: copies, ledger: SingleProcessRewriteLedger())
      .apply(snapshots)
    var patch = Patch(problems: outcome.problems)
    // Paths relative to the repository, as `git apply` run at its top expects.
    let top = Self.gitTop(of: root) ?? root
    for (path, text) in copies.written.sorted(by: { $0.key < $1.key }) {
      guard let old = try? files.read(path) else { continue }
      patch.text += UnifiedPatch.file(Self.relative(path, to: top), from: old, to: text)
    }
    return patch
  }

  static func gitTop(of folder: URL) -> URL? {
    var folder = folder.standardizedFileURL
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  static func relative(_ path: String, to folder: URL) -> String {
    let prefix = folder.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// Files read from another access, written to memory only.
private final class MemoryCopies: SourceFileAccess, @unchecked Sendable {
  private let files: any SourceFileAccess
  private let lock = NSLock()
  private var texts: [String: String] = [:]

  init(reading files: any SourceFileAccess) {
    self.files = files
  }

  var written: [String: String] {
    lock.withLock { texts }
  }

  func read(_ path: String) throws -> String {
    try lock.withLock { texts[path] } ?? files.read(path)
  }

  func write(_ text: String, to path: String, replacing expected: String) throws {
    let current = try read(path)
    try lock.withLock {
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
