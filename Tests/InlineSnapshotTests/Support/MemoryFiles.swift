import Dump
import InlineSnapshot

/// Source files kept in memory, with switches to make reads or writes fail.
final class MemoryFiles: SourceFileAccess, @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let files: Locked<[String: String]>
  let unreadable: Set<String>
  let unwritable: Set<String>

  init(_ files: [String: String], unreadable: Set<String> = [], unwritable: Set<String> = []) {
    self.files = Locked(files)
    self.unreadable = unreadable
    self.unwritable = unwritable
  }

  subscript(path: String) -> String? {
    get { files.withLock { $0[path] } }
    set { files.withLock { $0[path] = newValue } }
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
}
