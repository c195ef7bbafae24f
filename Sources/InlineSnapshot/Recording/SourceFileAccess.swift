/// The file I/O recording needs: read a source file, write it, tell when it changed, lock it.
///
/// The seam between recording and the disk; tests pass an in-memory or failing one.
package protocol SourceFileAccess: Sendable {
  /// The file's exact text, byte order mark included. Throws when it cannot be read or is not
  /// UTF-8.
  func read(_ path: String) throws -> String
  /// Replaces the file's contents with `text`, keeping the file itself (its links and mode).
  func write(_ text: String, to path: String) throws
  /// When the file's contents last changed, in nanoseconds since 1970 (or any clock that
  /// ``SnapshotRecorder``'s build time uses).
  func modificationTime(of path: String) throws -> Int64
  /// Runs `body` while no other process that locks `path` this way can run its own `body`.
  func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result
}

/// A source file problem worth its own message.
package struct SourceFileError: Error, CustomStringConvertible {
  package var message: String
  package var description: String { message }

  package init(message: String) {
    self.message = message
  }
}
