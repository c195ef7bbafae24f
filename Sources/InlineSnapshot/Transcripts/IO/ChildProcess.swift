import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A command's process: started by ``Spawn`` in a process group of its own, and waited for apart
/// from its streams. (Foundation's `Process` learns on Linux that a child exited only once every
/// process that inherited a socket from it has closed it, so a background process would hide the
/// command's own exit for as long as it lived.)
final class ChildProcess: @unchecked Sendable {
  /// The process number, which is also its group's.
  let id: pid_t
  private let exited = DispatchSemaphore(value: 0)
  private let mayReap = DispatchSemaphore(value: 0)
  private let reaped = DispatchSemaphore(value: 0)
  /// The wait status; written by the waiting thread before it signals `reaped`.
  private var status: Int32?

  /// Starts `path`, with `arguments` after it, reading `input` and writing `output` and `errors`
  /// (descriptors of this process that the child receives as 0, 1 and 2, and no other).
  init(
    path: String, arguments: [String], environment: [String: String], workingDirectory: String?,
    input: Int32, output: Int32, errors: Int32
  ) throws {
    id = try Spawn.start(
      path: path, arguments: arguments, environment: environment,
      workingDirectory: workingDirectory, descriptors: [input, output, errors])
    Thread { [self] in waitForExitAndReap() }.start()
  }

  /// Waits until the process exits or `deadline` passes; returns whether it exited. An exited
  /// process is not reaped before ``release()``: until then its number, and so its group's,
  /// cannot pass to another process, and killing the group cannot reach a stranger.
  func waitForExit(until deadline: DispatchTime) -> Bool {
    guard exited.wait(timeout: deadline) == .success else { return false }
    exited.signal()
    return true
  }

  /// Lets the process be reaped; returns its wait status when it has exited. One still running
  /// is reaped when it exits, and nothing waits for it.
  func release() -> Int32? {
    mayReap.signal()
    guard waitForExit(until: .now()) else { return nil }
    reaped.wait()
    return status
  }

  private func waitForExitAndReap() {
    var info = siginfo_t()
    while waitid(P_PID, id_t(id), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
    exited.signal()
    mayReap.wait()
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(id, &status, 0) } while result == -1 && errno == EINTR
    // No status when another waiter in this process took it (`waitpid(-1, …)`).
    self.status = result == id ? status : nil
    reaped.signal()
  }
}
