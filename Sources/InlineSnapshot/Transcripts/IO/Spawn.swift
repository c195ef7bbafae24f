import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    #if canImport(Darwin)
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
      if let workingDirectory {
        try check(posix_spawn_file_actions_addchdir_np(&actions, workingDirectory), path)
      }
    #else
      try closeOthers(&actions, from: Int32(descriptors.count), path)
      if let workingDirectory {
        guard let changeDirectory = LinuxC.addChangeDirectory else {
          throw CommandFailure.didNotStart(
            path: path, reason: "this C library cannot set a working directory for posix_spawn")
        }
        try check(changeDirectory(&actions, workingDirectory), path)
      }
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
    let result = posix_spawn(&id, path, &actions, &attributes, argv + [nil], envp + [nil])
    var isFolder: ObjCBool = false
    if result == ENOENT, let workingDirectory,
      !FileManager.default.fileExists(atPath: workingDirectory, isDirectory: &isFolder)
        || !isFolder.boolValue
    {
      throw CommandFailure.didNotStart(path: path, reason: "no folder \(workingDirectory) to run in")
    }
    try check(result, path)
    return id
  }

  private static func check(_ result: Int32, _ path: String) throws {
    guard result != 0 else { return }
    throw CommandFailure.didNotStart(path: path, reason: String(cString: strerror(result)))
  }

  #if !canImport(Darwin)
    /// Closes in the child every descriptor from `lowest` on: one that another thread opened
    /// without close-on-exec (another test's pipe) would otherwise stay open for as long as this
    /// command, or a process it left running, lived. Where the C library cannot, those that
    /// `/proc` lists now.
    private static func closeOthers(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, from lowest: Int32,
      _ path: String
    ) throws {
      if let closeFrom = LinuxC.addCloseFrom {
        try check(closeFrom(actions, lowest), path)
        return
      }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in entries.compactMap({ Int32($0) }) where descriptor >= lowest {
        try check(posix_spawn_file_actions_addclose(actions, descriptor), path)
      }
    }
  #endif
}

/// A pipe whose ends are closed on `exec` from the moment they exist (a child that another
/// thread starts meanwhile inherits neither) and numbered 3 or more, so that a child given them
/// as its standard streams (0 to 2) never receives one in place of another.
struct PipeEnds {
  let read: Int32
  let write: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    #if canImport(Darwin)
      // No `pipe2`; our children close what they did not ask for (`POSIX_SPAWN_CLOEXEC_DEFAULT`).
      let made = pipe(&ends) == 0
      if made { ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) } }
    #else
      let made =
        if let pipe2 = LinuxC.pipe2 {
          pipe2(&ends, O_CLOEXEC) == 0
        } else {
          pipe(&ends) == 0 && ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
        }
    #endif
    guard made else {
      ends.filter { $0 >= 0 }.forEach(closeDescriptor)
      throw CommandFailure.didNotStart(path: "pipe", reason: String(cString: strerror(errno)))
    }
    let moved = ends.map { $0 >= 3 ? $0 : fcntl($0, F_DUPFD_CLOEXEC, 3) }
    zip(ends, moved).filter { $0 != $1 }.forEach { closeDescriptor($0.0) }
    guard moved.allSatisfy({ $0 >= 0 }) else {
      moved.filter { $0 >= 0 }.forEach(closeDescriptor)
      throw CommandFailure.didNotStart(path: "pipe", reason: String(cString: strerror(errno)))
    }
    (read, write) = (moved[0], moved[1])
  }

  func closeBoth() {
    closeDescriptor(read)
    closeDescriptor(write)
  }
}

func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

#if !canImport(Darwin)
  /// Functions of the C library that its headers declare only with `_GNU_SOURCE`, which Swift's
  /// Glibc module is built without: found at run time (`nil` where this C library lacks them).
  enum LinuxC {
    typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>

    static let addChangeDirectory = function(
      "posix_spawn_file_actions_addchdir_np", as: (@convention(c) (Actions, UnsafePointer<CChar>) -> Int32).self)
    static let addCloseFrom = function(
      "posix_spawn_file_actions_addclosefrom_np", as: (@convention(c) (Actions, Int32) -> Int32).self)
    static let pipe2 = function(
      "pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

    private static func function<F>(_ name: String, as type: F.Type) -> F? {
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else {
        return nil
      }
      return unsafeBitCast(symbol, to: type)
    }
  }
#endif
