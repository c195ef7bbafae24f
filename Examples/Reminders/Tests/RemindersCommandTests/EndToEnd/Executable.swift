import Foundation
import InlineSnapshot
import Testing

/// The built `reminders` executable, run as a person or a script would: a real process, a
/// real database file. `Command.product` finds it where the test binary was built; the test
/// target depends on the executable target, so every build makes it before the tests run.
struct Executable {
  /// The product's file, for ``RunningProcess`` only: a ``Command`` runs a process to its end,
  /// while `watch` must be left running and interrupted, and `Command` does not say where it
  /// found the product. Looked for as `Command.product` does: in the test binary's folder.
  let url: URL

  /// The product next to the test binary, or nil.
  static let built: Executable? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      // macOS: the tests run inside `<folder>/RemindersPackageTests.xctest/Contents/MacOS`.
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return candidates.map { $0.appendingPathComponent("reminders") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      .map(Executable.init)
  }()

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// `reminders` as a ``Command``, for transcripts: the built product, without the color
  /// settings of the test's environment (a pipe is not a terminal, so output is plain text).
  static func command(in folder: ScratchFolder) -> Command {
    Command.product(
      "reminders", environment: ["CLICOLOR_FORCE": nil, "NO_COLOR": nil],
      workingDirectory: folder.url)
  }

  /// Runs `reminders arguments` with `environment` added to this process's (minus color
  /// settings, so that output is plain text).
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    var variables: [String: String?] = ["CLICOLOR_FORCE": nil, "NO_COLOR": "1"]
    variables.merge(environment.mapValues { $0 }) { $1 }
    let command = Command(
      executable: .product("reminders"), arguments: arguments, environment: variables)
    let step = try #require(command.run().steps.first)
    // A signal reads as a status no test expects.
    let status: Int32 = switch step.termination {
    case .exited(let status): status
    default: -1
    }
    return Result(
      status: status,
      output: String(decoding: step.output.bytes, as: UTF8.self),
      errors: String(decoding: step.errors.bytes, as: UTF8.self)
    )
  }
}

/// A `reminders` left running (`watch`), and what it has printed so far.
final class RunningProcess {
  let process = Process()
  private let output = Pipe()
  private(set) var text = ""

  init(_ executable: Executable, _ arguments: [String]) throws {
    process.executableURL = executable.url
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
  }

  /// Reads what it prints until `needle` has appeared, or until it closes its output.
  func read(until needle: String) {
    while !text.contains(needle) {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { return }
      text += String(decoding: data, as: UTF8.self)
    }
  }
}

/// A folder of its own for one test, removed afterwards.
final class ScratchFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    try? FileManager.default.removeItem(at: url)
  }
}
