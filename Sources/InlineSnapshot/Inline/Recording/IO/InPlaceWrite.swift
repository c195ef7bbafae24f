import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One write of a source file in place, through an open descriptor, that loses nothing.
///
/// 1. Reserves the space the longer text needs, so a full disk is found before the file is
///    touched (where the file system can reserve).
/// 2. Proves that the file still holds the text the write was planned on: its bytes, then its
///    status, which changes on every write and rename, right before writing. The window left
///    for another program to save unseen is a few system calls, whatever the file's size.
/// 3. Writes; on failure puts the original bytes back, or, if even that fails, saves them in a
///    recovery file and says where.
/// 4. Checks afterwards that the path still names the file and that it holds what was written,
///    to report a save that raced the write.
struct InPlaceWrite {
  /// The moments of a write, for tests that act at each one.
  enum Step: Sendable, CaseIterable {
    /// The file is open; nothing is reserved or checked yet.
    case opened
    /// Space is reserved; the bytes are not checked yet.
    case reserved
    /// The bytes were checked; the status is not yet checked again.
    case verified
    /// Everything is checked: the write starts now.
    case checked
    /// The new text is in the file, not yet synced to the disk: the window is over.
    case replaced
    /// The new text is written and synced; not yet checked afterwards.
    case written
  }

  let descriptor: Int32
  let path: String
  let original: [UInt8]
  let replacement: [UInt8]
  let checkpoint: @Sendable (Step) -> Void

  func run() throws {
    checkpoint(.opened)
    try reserveSpace()
    checkpoint(.reserved)
    let before = try FileStatus(descriptor: descriptor)
    guard try Self.readAll(descriptor).elementsEqual(original) else { throw changedBeforeWrite }
    checkpoint(.verified)
    guard
      try FileStatus(descriptor: descriptor) == before,
      let named = FileStatus(path: path), named.identity == before.identity
    else { throw changedBeforeWrite }
    checkpoint(.checked)
    if let failure = replaceContents(with: replacement) {
      throw restoring(after: failure)
    }
    checkpoint(.replaced)
    if fsync(descriptor) != 0 {
      throw restoring(after: errno)
    }
    checkpoint(.written)
    guard let after = FileStatus(path: path), after.identity == before.identity else {
      throw SourceFileChanged(
        message: """
          \(path) was replaced while the snapshots were written (an editor saved it?); the saved \
          file is kept and the snapshots are not in it
          """
      )
    }
    guard (try? Self.readAll(descriptor))?.elementsEqual(replacement) == true else {
      let saved = RecoveryFile.save(original, of: path)
      throw SourceFileChanged(
        message: """
          another program wrote to \(path) while the snapshots were written; check the file: \
          \(saved.description)
          """
      )
    }
  }

  private var changedBeforeWrite: SourceFileChanged {
    SourceFileChanged(
      message: "\(path) changed just before the snapshots were to be written (an editor saved it?)"
    )
  }

  /// Reserves the blocks the longer text needs without changing the file's size or bytes.
  private func reserveSpace() throws {
    let extra = replacement.count - original.count
    guard extra > 0 else { return }
    let failure = Self.preallocate(descriptor, from: original.count, length: extra)
    guard let failure, failure == ENOSPC || failure == EDQUOT else { return }
    let reason = LiveSourceFiles.error(failure, reading: false, path: path).message
    throw SourceFileError(message: "\(reason); the file was not touched")
  }

  /// The error number of the failed reservation, or `nil` when it succeeded or the file system
  /// cannot reserve (then a failed write is undone instead).
  private static func preallocate(_ descriptor: Int32, from offset: Int, length: Int) -> Int32? {
    #if canImport(Darwin)
      var store = fstore_t(
        fst_flags: UInt32(F_ALLOCATEALL),
        fst_posmode: F_PEOFPOSMODE,
        fst_offset: 0,
        fst_length: off_t(length),
        fst_bytesalloc: 0
      )
      return fcntl(descriptor, F_PREALLOCATE, &store) == -1 ? errno : nil
    #else
      // `fallocate` with FALLOC_FL_KEEP_SIZE (1) reserves without growing the file; Glibc's
      // module does not export it, so it is looked up by name.
      guard let fallocate = Fallocate.function else { return nil }
      return fallocate(descriptor, 1, off_t(offset), off_t(length)) == 0 ? nil : errno
    #endif
  }

  /// Writes `bytes` as the whole file; returns the error number on failure.
  private func replaceContents(with bytes: [UInt8]) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map {
          pwrite(descriptor, $0 + written, buffer.count - written, off_t(written))
        } ?? -1
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? EIO : errno }
      written += count
    }
    return ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno
  }

  /// Puts the original bytes back after a failed write, and the error to throw.
  private func restoring(after failure: Int32) -> SourceFileError {
    let reason = LiveSourceFiles.error(failure, reading: false, path: path).message
    if replaceContents(with: original) == nil, fsync(descriptor) == 0 {
      return SourceFileError(message: "\(reason); the file was left as it was")
    }
    let saved = RecoveryFile.save(original, of: path)
    return SourceFileError(
      message: "\(reason), and putting the file back failed too: it may be cut short; \(saved)"
    )
  }

  /// The file's whole contents, read through `descriptor` from its start.
  static func readAll(_ descriptor: Int32) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count))
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw LiveSourceFiles.error(errno, reading: true, path: nil) }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }
}

/// What a file's status says about its contents: any write or rename changes it.
struct FileStatus: Equatable {
  /// The device and inode: which file a path names.
  var identity: [UInt64]
  var size: Int64
  var modified: Int64
  var changed: Int64

  init(descriptor: Int32) throws {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw LiveSourceFiles.error(errno, reading: true, path: nil)
    }
    self.init(info)
  }

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    identity = [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
    size = Int64(info.st_size)
    #if canImport(Darwin)
      (modified, changed) = (Self.nanoseconds(info.st_mtimespec), Self.nanoseconds(info.st_ctimespec))
    #else
      (modified, changed) = (Self.nanoseconds(info.st_mtim), Self.nanoseconds(info.st_ctim))
    #endif
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

#if !canImport(Darwin)
  /// The C library's `fallocate`, found at run time.
  private enum Fallocate {
    typealias Function = @convention(c) (Int32, Int32, off_t, off_t) -> Int32
    static let function: Function? = {
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "fallocate") else {
        return nil
      }
      return unsafeBitCast(symbol, to: Function.self)
    }()
  }
#endif
