import Dump
import Foundation
import Testing
import VerbatimTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file system mounted for one test, to fill up: a tmpfs, or ext2 on a loop device
/// (which, unlike tmpfs, cannot reserve space ahead of a write).
///
/// Only root on Linux can mount one; tests that need it are enabled by ``canMount``.
struct SmallFileSystem {
  enum Kind: String, Sendable {
    case tmpfs
    case ext2OnLoopDevice
  }

  static let unavailableReason =
    "mounting a small file system needs root on Linux, in a system that allows mounts"

  /// Whether this process can mount a file system of `kind`: tried once, on a tiny one.
  static func canMount(_ kind: Kind) -> Bool {
    mountable.withLock { known in
      if let answer = known[kind] { return answer }
      #if os(Linux)
        let answer =
          geteuid() == 0 && (try? SmallFileSystem(kind, kilobytes: 256))
          .map { $0.remove() } != nil
      #else
        let answer = false
      #endif
      known[kind] = answer
      return answer
    }
  }

  private static let mountable = Locked<[Kind: Bool]>([:])

  let holder: TemporaryDirectory
  /// The mounted folder.
  let url: URL

  init(_ kind: Kind, kilobytes: Int) throws {
    holder = try TemporaryDirectory()
    url = holder.file("mounted")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    switch kind {
    case .tmpfs:
      try Self.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path])
    case .ext2OnLoopDevice:
      let image = holder.file("image").path
      try Data(count: kilobytes * 1024).write(to: URL(fileURLWithPath: image))
      try Self.run("/usr/sbin/mke2fs", ["-q", "-F", "-t", "ext2", image])
      try Self.run("/usr/bin/mount", ["-o", "loop", image, url.path])
    }
  }

  /// Writes a filler file until the file system has no room left.
  func fill() {
    let path = url.appendingPathComponent("filler").path
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let chunk = [UInt8](repeating: 0x2A, count: 512)
    while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    // What fits in the last partial block.
    while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, 1) }) > 0 {}
  }

  func remove() {
    try? Self.run("/usr/bin/umount", [url.path])
    holder.remove()
  }

  struct CommandFailed: Error, CustomStringConvertible {
    var description: String
  }

  private static func run(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandFailed(description: "\(executable) \(arguments.joined(separator: " ")): \(text)")
    }
  }
}
