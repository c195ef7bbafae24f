import Foundation

@testable import InlineSnapshot

/// This test binary started again in a child process, running only some Swift Testing tests:
/// how the tests put two recording processes side by side, or stop one with a signal.
enum ChildTestProcess {
  /// Starts the tests `filter` names, with `environment` added, their output going to `log`.
  static func start(filter: String, environment: [String: String], log: URL) throws -> Process {
    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments = try bundleArguments() + ["--testing-library", "swift-testing", "--filter", filter]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    try Data().write(to: log)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return process
  }

  struct NoTestBundle: Error {}

  /// What the main executable needs to find the tests: nothing on Linux, where it is the test
  /// binary; on macOS, where `swift test` runs Swift Testing through `swiftpm-testing-helper`,
  /// the test bundle's path. (Written for macOS, not yet run there.)
  private static func bundleArguments() throws -> [String] {
    #if os(macOS)
      guard
        let binary = TestBinary.paths.first,
        let bundle = sequence(first: URL(fileURLWithPath: binary), next: {
          $0.pathComponents.count > 1 ? $0.deletingLastPathComponent() : nil
        }).first(where: { $0.pathExtension == "xctest" })
      else { throw NoTestBundle() }
      return ["--test-bundle-path", bundle.path]
    #else
      return []
    #endif
  }
}
