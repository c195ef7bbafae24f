import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs one command as a child process, through Foundation's `Process`: its own pipes for
/// standard output and error, read on threads of their own while it runs, so that a command
/// that writes a lot never blocks on a full pipe.
enum CommandProcess {
  /// How long to wait for the streams to close once the command was killed.
  private static let drainTime: DispatchTimeInterval = .seconds(2)

  static func run(_ command: Command, at executable: URL) throws -> Transcript.Step {
    let process = Process()
    process.executableURL = executable
    process.arguments = command.arguments
    if let folder = command.workingDirectory { process.currentDirectoryURL = folder }
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in command.environment { variables[name] = value }
    process.environment = variables

    let inputFile = try InputFile(command.input)
    process.standardInput = inputFile.handle
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let outputBuffer = BoundedBuffer(limit: command.outputLimit)
    let errorBuffer = BoundedBuffer(limit: command.outputLimit)

    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try withNoSignalsBlocked { try process.run() }
    } catch {
      throw CommandFailure.didNotStart(path: executable.path, reason: "\(error)")
    }
    let group = ProcessGroup(leader: process.processIdentifier)
    // The child holds its own copies now; ours must close for the streams to end.
    try? output.fileHandleForWriting.close()
    try? errors.fileHandleForWriting.close()
    inputFile.close()
    read(output.fileHandleForReading, into: outputBuffer)
    read(errors.fileHandleForReading, into: errorBuffer)

    let timedOut = awaitEnd(
      of: group, exited: exited, streams: [outputBuffer, errorBuffer], timeout: command.timeout)
    let termination: Transcript.Termination =
      if timedOut {
        .timedOut(seconds: seconds(command.timeout))
      } else if process.terminationReason == .uncaughtSignal {
        .signalled(process.terminationStatus)
      } else {
        .exited(process.terminationStatus)
      }
    return Transcript.Step(
      commandLine: [command.name] + command.arguments,
      environment: command.environment.compactMapValues { $0 },
      input: command.input.map { Array($0.utf8) },
      output: outputBuffer.captured,
      errors: errorBuffer.captured,
      termination: termination)
  }

  /// Waits for the command to exit and its streams to end, killing its process group when it
  /// outlives `timeout`; returns whether it did.
  private static func awaitEnd(
    of group: ProcessGroup,
    exited: DispatchSemaphore,
    streams: [BoundedBuffer],
    timeout: Duration
  ) -> Bool {
    let deadline = DispatchTime.now() + .nanoseconds(nanoseconds(timeout))
    var timedOut = exited.wait(timeout: deadline) == .timedOut
    if timedOut {
      group.kill()
      exited.wait()
    }
    // A process the command left running in the background may hold the streams open.
    let drained = streams.allSatisfy {
      $0.waitForEnd(until: timedOut ? .now() + drainTime : deadline)
    }
    if !drained {
      group.kill()
      timedOut = true
      for stream in streams { _ = stream.waitForEnd(until: .now() + drainTime) }
    }
    return timedOut
  }

  /// Runs `body` with no signal blocked on this thread: a child starts with its parent
  /// thread's signal mask, and the threads tests run on (Dispatch's, Swift concurrency's)
  /// block `SIGTERM`, `SIGPIPE` and more, which a command would otherwise never receive.
  private static func withNoSignalsBlocked<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    return try body()
  }

  /// Reads `handle` to its end on a thread of its own (not a shared queue's: it blocks).
  private static func read(_ handle: FileHandle, into buffer: BoundedBuffer) {
    let thread = Thread {
      let descriptor = handle.fileDescriptor
      let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
      defer {
        chunk.deallocate()
        try? handle.close()
        buffer.finish()
      }
      while true {
        #if canImport(Darwin)
          let count = Darwin.read(descriptor, chunk.baseAddress, chunk.count)
        #else
          let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
        #endif
        if count > 0 {
          buffer.append(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        } else if count < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
    thread.start()
  }

  private static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !total.overflow, seconds >= 0 else { return seconds < 0 ? 0 : Int.max }
    return Int(total.partialValue) + Int(attoseconds / 1_000_000_000)
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// The command's process and the processes it starts, killed together.
private struct ProcessGroup {
  let leader: Int32
  /// Whether the command leads a group of its own, which outlives it while its children run.
  let isOwn: Bool

  init(leader: Int32) {
    self.leader = leader
    // swift-corelibs-foundation starts the child in a group of its own; where the child has
    // not yet run its program, this makes one (after, it fails, and only the child is killed).
    if getpgid(leader) != leader { _ = setpgid(leader, leader) }
    isOwn = getpgid(leader) == leader
  }

  /// Sends `SIGKILL` to the group when the command leads one, else to the command.
  func kill() {
    #if canImport(Darwin)
      let send = Darwin.kill
    #else
      let send = Glibc.kill
    #endif
    // Descendants in sessions of their own (Foundation's `Process` starts its children so)
    // are not in the group: stop them while their parents still lead to the command.
    let escaped = Self.stopDescendants(of: leader, send: send)
    if isOwn {
      _ = send(-leader, SIGKILL)
    } else {
      _ = send(leader, SIGKILL)
    }
    for pid in escaped { _ = send(pid, SIGKILL) }
  }

  /// Stops every descendant of `leader`, round after round until no new one appears (one may
  /// fork while the others are found), and returns them.
  private static func stopDescendants(
    of leader: Int32, send: (Int32, Int32) -> Int32
  ) -> Set<Int32> {
    var stopped = Set<Int32>()
    for _ in 0..<64 {
      let found = ProcessTable.descendants(of: leader).subtracting(stopped)
      if found.isEmpty { break }
      for pid in found { _ = send(pid, SIGSTOP) }
      stopped.formUnion(found)
    }
    return stopped
  }
}

/// The processes running now, by parent, as Linux's `/proc` lists them; empty where there is no
/// `/proc` (there, only the command's group is killed).
private enum ProcessTable {
  static func descendants(of root: Int32) -> Set<Int32> {
    var children: [Int32: [Int32]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry), let parent = parent(of: pid) else { continue }
      children[parent, default: []].append(pid)
    }
    var found = Set<Int32>()
    var queue = children[root] ?? []
    while let pid = queue.popLast() {
      guard found.insert(pid).inserted else { continue }
      queue += children[pid] ?? []
    }
    return found
  }

  /// The fourth field of `/proc/PID/stat`, after the command name in parentheses (which may
  /// itself hold spaces and parentheses).
  private static func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
  }
}

/// What a command reads on standard input: a file holding the input, unlinked at once, so that
/// no thread has to feed a pipe the command may never read; or `/dev/null`.
private struct InputFile {
  let handle: FileHandle

  init(_ input: String?) throws {
    guard let input else {
      handle = FileHandle.nullDevice
      return
    }
    let path = NSTemporaryDirectory() + "verbatim-input-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: path, contents: Data(input.utf8)) else {
      throw CommandFailure.didNotStart(path: path, reason: "its input file was not written")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
  }

  func close() {
    if handle !== FileHandle.nullDevice { try? handle.close() }
  }
}
