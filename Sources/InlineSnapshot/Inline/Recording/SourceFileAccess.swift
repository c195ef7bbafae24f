/// The file I/O recording needs: read a source file, write it, tell when it changed, lock it.
///
/// The seam between recording and the disk; tests pass an in-memory or failing one.
package protocol SourceFileAccess: Sendable {
  /// The file's exact text, byte order mark included. Throws when it cannot be read or is not
  /// UTF-8.
  func read(_ path: String) throws -> String
  /// Replaces the file's contents with `text`, keeping the file itself (its links and mode), if
  /// it still holds exactly `expected` right before the write. The caller holds the file's lock.
  ///
  /// Throws ``SourceFileChanged`` and writes nothing when the file no longer holds `expected`.
  /// Throws ``SourceFileError`` when writing fails; the file then holds `expected` again, or
  /// the error says where that text was saved.
  func write(_ text: String, to path: String, replacing expected: String) throws
  /// When the file last changed, in nanoseconds since 1970 (or any clock that
  /// ``SnapshotRecorder``'s build time uses). For real files it is the status-change time,
  /// which, unlike the modification time, no tool can set back.
  func changeTime(of path: String) throws -> Int64
  /// A name shared by every path to the same file (hard links, symlinks), or `nil` when the
  /// file cannot be found.
  func identity(of path: String) -> String?
  /// Why the file cannot be written, in one line, or `nil` when recording may try.
  func writeRefusal(for path: String) -> String?
  /// Runs `body` while no other process that locks `path` this way can run its own `body`.
  func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result
}

/// A source file problem worth its own message.
struct SourceFileError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }

  init(message: String) {
    self.message = message
  }
}

/// The file no longer held the text a write was planned on (someone saved it meanwhile); the
/// write did not happen, or was undone.
struct SourceFileChanged: Error, CustomStringConvertible {
  var message: String
  var description: String { message }

  init(message: String) {
    self.message = message
  }
}
