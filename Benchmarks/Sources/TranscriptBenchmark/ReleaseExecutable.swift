import Foundation

/// The `reminders` executable built beside this benchmark, in the same build folder and
/// configuration (`.build/release`).
enum ReleaseExecutable {
  static let buildCommand = "swift build -c release --package-path Benchmarks --product reminders"

  /// The file, or a message that says where it was looked for and how to build it.
  static func find() throws -> URL {
    let candidate = ownFolder().appendingPathComponent("reminders")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
      throw BenchmarkError(
        message: """
          The reminders executable is not built beside this benchmark: no \(candidate.path).
          Build it first, in the same configuration: \(buildCommand)
          """)
    }
    return candidate
  }

  private static func ownFolder() -> URL {
    #if os(macOS)
      let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #else
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #endif
    return executable.deletingLastPathComponent()
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
