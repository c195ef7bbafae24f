import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The least a check of a process can cost: `posix_spawn` the executable with this process's
/// environment, read its standard output and error through pipes to their end, and wait for
/// it. No `Process`, no reader threads, no timeout, no snapshot.
enum SpawnFloor {
  /// Runs `executable arguments`; returns its standard output, or throws on a failure.
  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    var outputPipe: [Int32] = [0, 0]
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
      throw BenchmarkError(message: "pipe failed: errno \(errno)")
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
    for descriptor in outputPipe + errorPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable.path, &actions, nil, argv, environ)
    close(outputPipe[1])
    close(errorPipe[1])
    guard status == 0 else {
      close(outputPipe[0])
      close(errorPipe[0])
      throw BenchmarkError(message: "posix_spawn failed: \(status)")
    }
    // `lists` writes a few hundred bytes: neither pipe fills, so reading one after the other
    // cannot block the child.
    let output = readToEnd(outputPipe[0])
    let errors = readToEnd(errorPipe[0])
    var exitStatus: Int32 = 0
    waitpid(child, &exitStatus, 0)
    guard exitStatus == 0, errors.isEmpty else {
      throw BenchmarkError(message: "reminders failed (\(exitStatus)): \(errors)")
    }
    return output
  }

  private static func readToEnd(_ descriptor: Int32) -> String {
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
