import Dump
import InlineSnapshot

/// Source files kept in memory, with switches to make reads or writes fail.
///
/// Modification times come from a counter: every change of a file stamps it with the next tick,
/// so a test can say "built after this text" with ``time(of:)``.
final class MemoryFiles: SourceFileAccess, @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private struct Contents {
    var texts: [String: String]
    var times: [String: Int64]
    var clock: Int64 = 1
  }

  private let contents: Locked<Contents>
  let unreadable: Set<String>
  let unwritable: Set<String>

  init(_ files: [String: String], unreadable: Set<String> = [], unwritable: Set<String> = []) {
    self.contents = Locked(Contents(texts: files, times: files.mapValues { _ in 1 }))
    self.unreadable = unreadable
    self.unwritable = unwritable
  }

  subscript(path: String) -> String? {
    get { contents.withLock { $0.texts[path] } }
    set {
      contents.withLock {
        $0.clock += 1
        $0.texts[path] = newValue
        $0.times[path] = $0.clock
      }
    }
  }

  /// The tick at which `path` last changed.
  func time(of path: String) -> Int64 {
    contents.withLock { $0.times[path] ?? 0 }
  }

  func read(_ path: String) throws -> String {
    guard !unreadable.contains(path), let text = self[path] else {
      throw Failure(description: "no such file")
    }
    return text
  }

  func write(_ text: String, to path: String) throws {
    guard !unwritable.contains(path) else { throw Failure(description: "read-only file system") }
    self[path] = text
  }

  func modificationTime(of path: String) throws -> Int64 {
    time(of: path)
  }

  func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result {
    try body()
  }
}
