import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs one command as a child process, with pipes of its own for standard output and error,
/// and bounds the run by its timeout whatever the processes it starts do.
enum CommandProcess {
  static func run(_ command: Command, at executable: URL) throws -> Transcript.Step {
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in command.environment { variables[name] = value }
    let input = try InputFile(command.input)
    defer { closeDescriptor(input.descriptor) }
    let reader = try OutputReader(limit: command.outputLimit)
    let started = Result {
      try ChildProcess(
        path: executable.path, arguments: command.arguments, environment: variables,
        workingDirectory: command.workingDirectory?.path, input: input.descriptor,
        output: reader.writeEnds.output, errors: reader.writeEnds.errors)
    }
    // The child holds its own copies now; ours must close for the streams to end.
    reader.closeWriteEnds()
    let child: ChildProcess
    do {
      child = try started.get()
    } catch {
      _ = reader.stop()
      throw error
    }

    let end = awaitEnd(of: child, reading: reader, timeout: command.timeout)
    let (captured, status) = (reader.stop(), child.release())
    return Transcript.Step(
      commandLine: [command.name] + command.arguments,
      environment: command.environment.compactMapValues { $0 },
      input: command.input.map { Array($0.utf8) },
      output: captured.output,
      errors: captured.errors,
      termination: end.termination(status: status, timeout: command.timeout),
      outputLeftOpen: !end.outputEnded)
  }

  /// Waits for the command to exit and its streams to end: until its timeout, then kills what
  /// it can reach; after it exited (or was killed), at most ``Command/outputGrace`` more for a
  /// process it left running to close the streams, then kills what it can reach and stops
  /// waiting.
  private static func awaitEnd(
    of child: ChildProcess, reading reader: OutputReader, timeout: Duration
  ) -> CommandEnd {
    let group = ProcessGroup(leader: child.id)
    let killed = !child.waitForExit(until: .now() + .nanoseconds(nanoseconds(timeout)))
    if killed { group.kill() }
    let limit = DispatchTime.now() + .nanoseconds(nanoseconds(Command.outputGrace))
    if killed { _ = child.waitForExit(until: limit) }
    let outputEnded = reader.waitForEnd(until: limit)
    if !killed && !outputEnded { group.kill() }
    return CommandEnd(killedAtTimeout: killed, outputEnded: outputEnded)
  }

  private static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !total.overflow, seconds >= 0 else { return seconds < 0 ? 0 : Int.max }
    return Int(total.partialValue) + Int(attoseconds / 1_000_000_000)
  }
}

/// How a command's run ended, as seen by ``CommandProcess``.
struct CommandEnd: Equatable {
  /// Whether the command was still running at its timeout, and so was killed.
  var killedAtTimeout: Bool
  /// Whether its streams ended (every process holding them closed them) before reading stopped.
  var outputEnded: Bool

  /// The termination to report, from the command's wait status (`nil` when it was not reaped).
  func termination(status: Int32?, timeout: Duration) -> Transcript.Termination {
    // A command that exited by itself just as its time ran out keeps its own status.
    if let status, !(killedAtTimeout && Self.signal(status) == SIGKILL) {
      return Self.signal(status).map { .signalled($0) } ?? .exited((status >> 8) & 0xFF)
    }
    if killedAtTimeout { return .timedOut(seconds: Self.seconds(timeout)) }
    return .other("its status was taken by another wait in the test process")
  }

  /// The signal that ended a process, from its wait status (`WTERMSIG`); `nil` when it exited.
  private static func signal(_ status: Int32) -> Int32? {
    status & 0x7F == 0 ? nil : status & 0x7F
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// What a command reads on standard input: a file holding the input, unlinked at once, so that
/// no thread has to feed a pipe the command may never read; or `/dev/null`.
private struct InputFile {
  let descriptor: Int32

  init(_ input: String?) throws {
    guard let input else {
      descriptor = try Self.open("/dev/null")
      return
    }
    let path = NSTemporaryDirectory() + "verbatim-input-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: path, contents: Data(input.utf8)) else {
      throw CommandFailure.didNotStart(path: path, reason: "its input file was not written")
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    descriptor = try Self.open(path)
  }

  private static func open(_ path: String) throws -> Int32 {
    #if canImport(Darwin)
      let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC)
    #elseif canImport(Glibc)
      let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    #else
      let descriptor = Musl.open(path, O_RDONLY | O_CLOEXEC)
    #endif
    guard descriptor >= 0 else {
      throw CommandFailure.didNotStart(path: path, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }
}
