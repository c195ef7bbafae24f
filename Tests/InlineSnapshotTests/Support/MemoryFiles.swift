import Dump

@testable import InlineSnapshot

/// Source files kept in memory, with switches to make reads or writes fail.
///
/// Change times come from a counter: every change of a file stamps it with the next tick, so a
/// test can say "built after this text" with ``build()``.
final class MemoryFiles: SourceFileAccess, @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private struct Contents {
    var texts: [String: String]
    var times: [String: Int64]
    var clock: Int64 = 1
    var reads = 0
    /// Files whose writes fail part way and are undone: the old text is put back in place,
    /// which gives the file a new change time (a full ext2 volume, which cannot reserve room).
    var undoneWrites: Set<String> = []
  }

  private let contents: Locked<Contents>
  let unreadable: Set<String>
  /// Files whose writes fail (a full disk, say).
  let unwritable: Set<String>
  /// Files recording is told it may not write (read-only).
  let readOnly: Set<String>
  /// Paths that name the same file as another path (hard links), by that other path.
  let links: [String: String]

  init(
    _ files: [String: String],
    unreadable: Set<String> = [],
    unwritable: Set<String> = [],
    undoneWrites: Set<String> = [],
    readOnly: Set<String> = [],
    links: [String: String] = [:]
  ) {
    self.contents = Locked(Contents(texts: files, times: files.mapValues { _ in 1 }))
    self.unreadable = unreadable
    self.unwritable = unwritable
    contents.withLock { $0.undoneWrites = undoneWrites }
    self.readOnly = readOnly
    self.links = links
  }

  /// A tick after every change so far: the time of a build that happens now.
  func build() -> Int64 {
    contents.withLock {
      $0.clock += 1
      return $0.clock
    }
  }

  subscript(path: String) -> String? {
    get { contents.withLock { $0.texts[links[path] ?? path] } }
    set {
      let path = links[path] ?? path
      contents.withLock {
        $0.clock += 1
        $0.texts[path] = newValue
        $0.times[path] = $0.clock
      }
    }
  }

  /// The tick at which `path` last changed.
  func time(of path: String) -> Int64 {
    contents.withLock { $0.times[links[path] ?? path] ?? 0 }
  }

  /// Frees room on the disk: the writes that were undone succeed from now on.
  func makeRoom() {
    contents.withLock { $0.undoneWrites = [] }
  }

  /// How many times a file was read.
  var reads: Int { contents.withLock { $0.reads } }

  func read(_ path: String) throws -> String {
    contents.withLock { $0.reads += 1 }
    guard !unreadable.contains(path), let text = self[path] else {
      throw Failure(description: "no such file")
    }
    return text
  }

  func write(_ text: String, to path: String, replacing expected: String) throws {
    guard !unwritable.contains(path) else { throw Failure(description: "the disk is full") }
    guard self[path].map({ $0.utf8.elementsEqual(expected.utf8) }) == true else {
      throw SourceFileChanged(message: "\(path) changed just before the write")
    }
    guard !contents.withLock({ $0.undoneWrites.contains(path) }) else {
      self[path] = expected
      throw Failure(description: "the disk is full; the file was left as it was")
    }
    self[path] = text
  }

  func changeTime(of path: String) throws -> Int64 {
    time(of: path)
  }

  func identity(of path: String) -> String? {
    links[path] ?? path
  }

  func writeRefusal(for path: String) -> String? {
    readOnly.contains(path) ? "the file is read-only" : nil
  }

  func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result {
    try body()
  }
}
