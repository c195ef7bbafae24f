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

/// `posix_spawn`, with what a shell gives a command it runs: a process group of its own, every
/// signal at its default action and none blocked (the threads tests run on block some, and a
/// child inherits that), and no descriptor but the three it is given.
enum Spawn {
  static func start(
    path: String, arguments: [String], environment: [String: String], workingDirectory: String?,
    descriptors: [Int32]
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }

    for (target, descriptor) in descriptors.enumerated() {
      try check(posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target)), path)
    }
    for descriptor in inheritedDescriptors() where descriptor >= descriptors.count {
      try check(posix_spawn_file_actions_addclose(&actions, descriptor), path)
    }
    if let workingDirectory {
      try check(changeDirectory(&actions, workingDirectory), path)
    }
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    #if canImport(Darwin)
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    try check(posix_spawnattr_setflags(&attributes, Int16(flags)), path)
    try check(posix_spawnattr_setpgroup(&attributes, 0), path)
    var none = sigset_t()
    sigemptyset(&none)
    try check(posix_spawnattr_setsigmask(&attributes, &none), path)
    var all = sigset_t()
    sigemptyset(&all)
    for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
      sigaddset(&all, signal)
    }
    try check(posix_spawnattr_setsigdefault(&attributes, &all), path)

    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var id: pid_t = 0
    try check(posix_spawn(&id, path, &actions, &attributes, argv + [nil], envp + [nil]), path)
    return id
  }

  private static func check(_ result: Int32, _ path: String) throws {
    guard result != 0 else { return }
    throw CommandFailure.didNotStart(path: path, reason: String(cString: strerror(result)))
  }

  #if canImport(Darwin)
    /// None: `POSIX_SPAWN_CLOEXEC_DEFAULT` closes them.
    private static func inheritedDescriptors() -> [Int32] { [] }

    private static func changeDirectory(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>, _ path: String
    ) -> Int32 {
      posix_spawn_file_actions_addchdir_np(actions, path)
    }
  #else
    /// This process's open descriptors, for the child to close: one that another thread opened
    /// without close-on-exec (another test's pipe) would keep that pipe open for as long as
    /// this command, or a process it left running, lived.
    private static func inheritedDescriptors() -> [Int32] {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      return entries.compactMap { Int32($0) }
    }

    private static func changeDirectory(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String
    ) -> Int32 {
      // Declared only with `_GNU_SOURCE`, which Swift's Glibc module is built without.
      typealias Function = @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32
      guard let library = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(library, "posix_spawn_file_actions_addchdir_np")
      else { return ENOSYS }
      return unsafeBitCast(symbol, to: Function.self)(actions, path)
    }
  #endif
}
