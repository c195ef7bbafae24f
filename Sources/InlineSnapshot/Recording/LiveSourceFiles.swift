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
/// and a file in a folder you cannot write to can still be recorded. The lock is `flock` on the
/// source file itself: it guards exactly the file's contents, survives the in-place writes
/// (the file is never replaced), needs no lock file to create or clean up, is shared by every
/// path that reaches the file (symlinks included), and the system releases it when a process
/// dies. A crash in the middle of a write can leave the file cut short; the recorder saves the
/// text it replaces in the rewrite ledger first (see ``TemporaryDirectoryRewriteLedger``).
package struct LiveSourceFiles: SourceFileAccess {
  /// How long to wait for another process's lock before giving up.
  static let lockTimeout: TimeInterval = 120

  package init() {}

  package func read(_ path: String) throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.error(errno, reading: true) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        SystemCall.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Self.error(errno, reading: true) }
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    // Decoded by the standard library, which keeps a byte order mark (Foundation drops it).
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      throw SourceFileError(message: "The file is not valid UTF-8.")
    }
    return text
  }

  package func write(_ text: String, to path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Self.error(errno, reading: false) }
    // Root may write anywhere; a file nobody may write to is still meant to stay as it is.
    let mode = Int(info.st_mode) & 0o7777
    guard mode & 0o222 != 0 else {
      throw SourceFileError(
        message: """
          the file is read-only (mode \(Self.octal(mode))); make it writable and run the tests \
          again
          """
      )
    }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw Self.error(errno, reading: false) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map {
          pwrite(descriptor, $0 + written, buffer.count - written, off_t(written))
        } ?? -1
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Self.error(errno, reading: false) }
      written += count
    }
    guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else {
      throw Self.error(errno, reading: false)
    }
  }

  package func modificationTime(of path: String) throws -> Int64 {
    var info = stat()
    guard stat(path, &info) == 0 else { throw Self.error(errno, reading: true) }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  package func withExclusiveLock<Result>(
    on path: String,
    _ body: () throws -> Result
  ) throws -> Result {
    // Read-only is enough for `flock`, so a read-only file can still be read under the lock.
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.error(errno, reading: true) }
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

  /// A one-line reason for a failed system call, in the terms of what the user can fix.
  static func error(_ code: Int32, reading: Bool) -> SourceFileError {
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

/// The C library's `read`, which `LiveSourceFiles.read(_:)` hides.
private enum SystemCall {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #elseif canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Musl.read(descriptor, buffer, count)
    #endif
  }
}
