import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the real files.
///
/// Writes go into the file itself, not through a temporary file and a rename: a symlink keeps
/// pointing at the file it names, which receives the text; the mode, owner and hard links stay;
/// and a file in a folder you cannot write to can still be recorded. Each write checks the file
/// right before writing and undoes itself on failure (see ``InPlaceWrite``). The lock is
/// `flock` on the source file itself: it guards exactly the file's contents, survives the
/// in-place writes (the file is never replaced), needs no lock file to create or clean up, is
/// shared by every path that reaches the file (symlinks included), and the system releases it
/// when a process dies. Editors do not take it; the check before each write is what protects
/// their saves.
package struct LiveSourceFiles: SourceFileAccess {
  /// How long to wait for another process's lock before giving up.
  static let lockTimeout: TimeInterval = 120

  private let checkpoint: @Sendable (InPlaceWrite.Step) -> Void

  package init() {
    self.init(checkpoint: { _ in })
  }

  /// Files whose writes call `checkpoint` at each step, for tests that act (save the file, say)
  /// at each moment of a write.
  init(checkpoint: @escaping @Sendable (InPlaceWrite.Step) -> Void) {
    self.checkpoint = checkpoint
  }

  package func read(_ path: String) throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.error(errno, reading: true, path: path) }
    defer { close(descriptor) }
    let bytes = try InPlaceWrite.readAll(descriptor)
    // Decoded by the standard library, which keeps a byte order mark (Foundation drops it).
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      throw SourceFileError(message: "The file is not valid UTF-8.")
    }
    return text
  }

  package func write(_ text: String, to path: String, replacing expected: String) throws {
    if let refusal = writeRefusal(for: path) { throw SourceFileError(message: refusal) }
    let descriptor = open(path, O_RDWR)
    guard descriptor >= 0 else { throw Self.error(errno, reading: false, path: path) }
    defer { close(descriptor) }
    try InPlaceWrite(
      descriptor: descriptor,
      path: path,
      original: Array(expected.utf8),
      replacement: Array(text.utf8),
      checkpoint: checkpoint
    ).run()
  }

  package func writeRefusal(for path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return Self.error(errno, reading: false, path: path).message
    }
    // Root may write anywhere; a file nobody may write to is still meant to stay as it is.
    let mode = Int(info.st_mode) & 0o7777
    guard mode & 0o222 != 0 else {
      return """
        the file is read-only (mode \(Self.octal(mode))); make it writable and run the tests again
        """
    }
    guard access(path, W_OK) == 0 else {
      return Self.error(errno, reading: false, path: path).message
    }
    return nil
  }

  package func identity(of path: String) -> String? {
    FileStatus(path: path).map { $0.identity.map(String.init).joined(separator: ":") }
  }

  package func changeTime(of path: String) throws -> Int64 {
    guard let status = FileStatus(path: path) else {
      throw Self.error(errno, reading: true, path: path)
    }
    return status.changed
  }

  /// When the file's contents were last written (which tools can set back), in nanoseconds
  /// since 1970.
  func modificationTime(of path: String) throws -> Int64 {
    guard let status = FileStatus(path: path) else {
      throw Self.error(errno, reading: true, path: path)
    }
    return status.modified
  }

  package func withExclusiveLock<Result>(
    on path: String,
    _ body: () throws -> Result
  ) throws -> Result {
    // Read-only is enough for `flock`, so a read-only file can still be read under the lock.
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.error(errno, reading: true, path: path) }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(Self.lockTimeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
        throw SourceFileError(
          message: """
            another process held a lock on the file for over \(Int(Self.lockTimeout)) seconds
            """
        )
      }
      usleep(2_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// A one-line reason for a failed system call on `path`, in the terms of what the user can
  /// fix: where the tests run (``TestHost``) first, when it explains the failure.
  static func error(
    _ code: Int32,
    reading: Bool,
    path: String?,
    host: TestHost = .current
  ) -> SourceFileError {
    if let path, let explanation = host.explanation(of: code, path: path, reading: reading) {
      return SourceFileError(message: explanation)
    }
    let message =
      switch code {
      case ENOENT, ENOTDIR: "the file no longer exists (or its folder was moved)"
      case EACCES, EPERM:
        reading
          ? "permission denied: you may not read the file"
          : "permission denied: you may not write to the file"
      case EROFS: "the file is on a read-only file system"
      case ENOSPC: "the disk is full"
      case EDQUOT: "the disk quota is exceeded"
      case EISDIR: "the path is a folder, not a file"
      default: String(cString: strerror(code))
      }
    return SourceFileError(message: message)
  }

  private static func octal(_ mode: Int) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
