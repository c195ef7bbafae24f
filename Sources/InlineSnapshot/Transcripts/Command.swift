import Foundation

/// An executable to run for a transcript, with its arguments, input, environment and working
/// directory: ``run()`` runs it; `.transcript` runs it and snapshots what it
/// printed.
///
/// ```swift
/// @Test func addsAReminder() {
///   let reminders = Command.product("reminders", workingDirectory: folder)
///   assertInlineSnapshot(of: [reminders("add", "Milk"), reminders("list")], as: .transcript) {
///     """
///     $ reminders add Milk
///     Added "Milk".
///     $ reminders list
///     [ ] Milk
///     """
///   }
/// }
/// ```
///
/// A command is a description: nothing runs until a snapshot (or ``run()``) runs it, and the
/// same command runs again each time. Calling a command (`reminders("list")`) makes a copy with
/// more arguments, so one value can stand for a program in a whole table of tests.
public struct Command: Sendable, Equatable {
  /// Where the executable is found.
  public enum Executable: Sendable, Equatable {
    /// A file: an absolute path, or one relative to the test process's working directory.
    case path(String)
    /// A name looked up in the `PATH` the command runs with, as a shell does.
    case searched(String)
    /// An executable product of the package under test, in the folder the test binary was
    /// built in (see ``Command/product(_:_:environment:workingDirectory:input:timeout:outputLimit:)``).
    case product(String)
  }

  /// Where the executable is found.
  public var executable: Executable
  /// The name shown after `$ `: the executable's file name unless set.
  public var name: String
  /// The arguments, after the name.
  public var arguments: [String]
  /// Variables set on top of the test process's environment (shown before the name); a
  /// variable set to `nil` is removed (and not shown).
  public var environment: [String: String?]
  /// The folder the command runs in; the test process's own when `nil`.
  public var workingDirectory: URL?
  /// What the command reads on standard input; with `nil`, it reads an empty file
  /// (`/dev/null`), never the test process's input.
  public var input: String?
  /// How long the command may run; after that it is killed with every process it can reach,
  /// and its transcript ends `[timed out after … s, killed]`.
  ///
  /// The timeout bounds the whole run, whatever the processes the command starts do. Once the
  /// command has exited (or was killed), a process it left running in the background gets
  /// ``outputGrace`` to close standard output and error; if it still holds them then, what it
  /// can reach is killed, reading stops, and the transcript says
  /// `[output held open by a background process, not waited for]` before the command's own
  /// status. So a run lasts at most `timeout` plus ``outputGrace``.
  ///
  /// What a command can reach is its process group (it runs in one of its own, with every
  /// process it starts unless one leaves it) and, on Linux, the descendants of those that left
  /// the group (`setsid`) while their parent was still in it. A process that left the group and
  /// whose parent has exited, such as a daemon, cannot be found: it is not killed, and what it
  /// writes later is not in the transcript. A background process that closed the command's
  /// output (`sleep 60 > /dev/null &`) is not waited for, and not killed either.
  public var timeout: Duration
  /// The most bytes kept of each of standard output and error; what comes after is read and
  /// dropped, and the transcript says how many bytes it dropped.
  public var outputLimit: Int

  /// The default ``timeout``: 30 seconds.
  public static let defaultTimeout: Duration = .seconds(30)
  /// How long a process the command left running may keep standard output or error open after
  /// the command exited or was killed, before reading stops (see ``timeout``): one second.
  public static let outputGrace: Duration = .seconds(1)
  /// The default ``outputLimit``: 1 MiB per stream.
  public static let defaultOutputLimit = 1 << 20

  /// A command that runs the executable at `path` (with a `/`) or found in `PATH` (a bare
  /// name, such as `"git"`).
  public init(
    _ path: String,
    _ arguments: String...,
    environment: [String: String?] = [:],
    workingDirectory: URL? = nil,
    input: String? = nil,
    timeout: Duration = Command.defaultTimeout,
    outputLimit: Int = Command.defaultOutputLimit
  ) {
    self.init(
      executable: path.contains("/") ? .path(path) : .searched(path), arguments: arguments,
      environment: environment, workingDirectory: workingDirectory, input: input,
      timeout: timeout, outputLimit: outputLimit)
  }

  /// A command with every part given; `name` defaults to the executable's file name.
  public init(
    executable: Executable,
    name: String? = nil,
    arguments: [String],
    environment: [String: String?] = [:],
    workingDirectory: URL? = nil,
    input: String? = nil,
    timeout: Duration = Command.defaultTimeout,
    outputLimit: Int = Command.defaultOutputLimit
  ) {
    self.executable = executable
    self.name = name ?? executable.fileName
    self.arguments = arguments
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.input = input
    self.timeout = timeout
    self.outputLimit = outputLimit
  }

  /// A command that runs an executable product of the package under test, `reminders` for
  /// `.executable(name: "reminders", …)`, from the folder the test binary was built in
  /// (`.build/debug` under SwiftPM, `Products/Debug` under Swift Build and Xcode).
  ///
  /// Make the test target depend on the executable target, so that every build system builds
  /// it (and rebuilds it after a change) before the tests run (<doc:Transcripts>). A product
  /// that is not there fails the snapshot with where it was looked for.
  public static func product(
    _ name: String,
    _ arguments: String...,
    environment: [String: String?] = [:],
    workingDirectory: URL? = nil,
    input: String? = nil,
    timeout: Duration = Command.defaultTimeout,
    outputLimit: Int = Command.defaultOutputLimit
  ) -> Command {
    Command(
      executable: .product(name), arguments: arguments, environment: environment,
      workingDirectory: workingDirectory, input: input, timeout: timeout,
      outputLimit: outputLimit)
  }

  /// This command with `arguments` added after its own.
  public func callAsFunction(_ arguments: String...) -> Command {
    var command = self
    command.arguments += arguments
    return command
  }

  /// This command with standard input `input`.
  public func reading(_ input: String) -> Command {
    var command = self
    command.input = input
    return command
  }

  /// Runs the command, waits for it to end or time out (see ``timeout``), and returns what it
  /// printed.
  ///
  /// Cost: a process start (a few milliseconds) plus the command's own time. Commands run at
  /// once from parallel tests are apart: each has its own pipes.
  ///
  /// - Throws: ``CommandFailure`` when the executable is not found or cannot start.
  public func run() throws -> Transcript {
    Transcript([try CommandProcess.run(self, at: try executableURL())])
  }

  /// The file to run.
  func executableURL() throws -> URL {
    switch executable {
    case .path(let path):
      let url = URL(fileURLWithPath: path)
      guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw CommandFailure.notFound(name: path, searched: [url.path])
      }
      return url
    case .searched(let name):
      let variables = ProcessInfo.processInfo.environment
      let path = environment["PATH"].map { $0 ?? "" } ?? variables["PATH"] ?? "/usr/bin:/bin"
      let candidates = path.split(separator: ":").map {
        URL(fileURLWithPath: String($0)).appendingPathComponent(name)
      }
      guard let found = candidates.first(where: { isExecutable($0) }) else {
        throw CommandFailure.notFound(name: name, searched: candidates.map(\.path))
      }
      return found
    case .product(let name):
      guard let folder = TestBinary.buildFolder else {
        throw CommandFailure.notFound(name: name, searched: [])
      }
      let url = folder.appendingPathComponent(name)
      guard isExecutable(url) else {
        throw CommandFailure.notFound(name: name, searched: [url.path])
      }
      return url
    }
  }

  private func isExecutable(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && !isFolder.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
  }
}

extension Command.Executable {
  /// The last part of the path or name.
  var fileName: String {
    switch self {
    case .path(let path): URL(fileURLWithPath: path).lastPathComponent
    case .searched(let name), .product(let name): name
    }
  }
}

/// Why a command did not run.
public enum CommandFailure: Error, Equatable, CustomStringConvertible {
  /// No executable file was found where the command says; `searched` lists where it looked.
  case notFound(name: String, searched: [String])
  /// The executable was found but did not start.
  case didNotStart(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let name, let searched) where searched.isEmpty:
      "No executable \"\(name)\": the folder the test binary was built in was not found."
    case .notFound(let name, let searched):
      "No executable \"\(name)\" at " + searched.joined(separator: ", ")
        + ". Make the test target depend on the executable target, so that it is built"
        + " before the tests run."
    case .didNotStart(let path, let reason):
      "\(path) did not start: \(reason)"
    }
  }
}
