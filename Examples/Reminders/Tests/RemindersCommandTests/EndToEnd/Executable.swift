import Foundation
import Testing

/// The built `reminders` executable, run as a person or a script would: a real process, a
/// real database file.
struct Executable {
  let url: URL

  /// The `reminders` built next to this test bundle (`swift build` puts every product in one
  /// folder), or nil.
  static let built: Executable? = {
    let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundleFolder.appendingPathComponent("reminders"),
      // macOS: the tests run inside `<folder>/RemindersPackageTests.xctest/Contents/MacOS`.
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("reminders"),
    ] + Bundle.allBundles.map {
      $0.bundleURL.deletingLastPathComponent().appendingPathComponent("reminders")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      .map(Executable.init)
  }()

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `reminders arguments` with `environment` added to this process's (minus color
  /// settings, so that output is plain text).
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["CLICOLOR_FORCE"] = nil
    variables["NO_COLOR"] = "1"
    variables.merge(environment) { $1 }
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read before waiting, so that a full pipe cannot block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self)
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
