import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the test process runs, as far as it explains why a source file cannot be reached: on
/// the machine holding the sources, in a simulator, on a device, or in a sandboxed app.
///
/// Every platform-specific fact recording's messages use is read here, from values a test can
/// pass in, so the messages are tested on any platform.
struct TestHost: Sendable, Equatable {
  enum Destination: Sendable, Equatable {
    /// The machine that built the tests (macOS, Linux, Windows).
    case local
    /// An iOS, tvOS, watchOS or visionOS simulator, by device name when known.
    case simulator(String?)
    /// A physical device: it has no copy of the sources.
    case device
  }

  var destination: Destination
  /// The App Sandbox container of the app hosting the tests, when it is sandboxed.
  var sandboxContainer: String?
  /// The home folder the process sees: in the sandbox, inside the container.
  var home: String?
  /// The folder a relative path is resolved against.
  var currentDirectory: String

  init(
    destination: Destination,
    sandboxContainer: String?,
    home: String?,
    currentDirectory: String
  ) {
    self.destination = destination
    self.sandboxContainer = sandboxContainer
    self.home = home
    self.currentDirectory = currentDirectory
  }

  /// This process's host, read once.
  static let current: TestHost = {
    let variables = ProcessInfo.processInfo.environment
    #if targetEnvironment(simulator)
      let destination = Destination.simulator(variables["SIMULATOR_DEVICE_NAME"])
    #elseif os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      let destination = Destination.device
    #else
      let destination = Destination.local
    #endif
    return TestHost(
      destination: destination,
      // Set by macOS in every process the App Sandbox confines.
      sandboxContainer: variables["APP_SANDBOX_CONTAINER_ID"].flatMap { $0.isEmpty ? nil : $0 },
      home: variables["HOME"],
      currentDirectory: FileManager.default.currentDirectoryPath
    )
  }()

  /// Why `path` could not be reached (the system call failed with `code`), when where the
  /// tests run explains it; `nil` when the plain reason is the whole story.
  func explanation(of code: Int32, path: String, reading: Bool) -> String? {
    let missing = code == ENOENT || code == ENOTDIR
    if missing, !path.hasPrefix("/") {
      return """
        #filePath is relative (\(path)) and was resolved against the current folder, \
        \(currentDirectory), where no such file is; run the tests from the folder the path is \
        relative to (for Bazel, the workspace root), or build with absolute paths
        """
    }
    if missing, case .device = destination {
      return """
        the tests run on a device, which cannot see the source files of the machine that \
        built them; record in a run on that machine (a macOS destination or a simulator)
        """
    }
    if missing, case .simulator(let name) = destination {
      return """
        the tests run in \(name.map { "the simulator \"\($0)\"" } ?? "a simulator"), which \
        sees this machine's files, and the path is not here (built on another machine?); \
        record on the machine that holds the sources
        """
    }
    if code == EACCES || code == EPERM, let sandboxContainer, !isInContainer(path) {
      return """
        the app hosting the tests runs in the App Sandbox (container \(sandboxContainer)), \
        which keeps it from \(reading ? "reading" : "writing") files outside its container; \
        run these tests without a host app (the test target's Host Application: None), or turn \
        the App Sandbox off for tests (an entitlements file without \
        com.apple.security.app-sandbox for the configuration that tests)
        """
    }
    return nil
  }

  private func isInContainer(_ path: String) -> Bool {
    guard let home, !home.isEmpty else { return false }
    return path.hasPrefix(home.hasSuffix("/") ? home : home + "/")
  }
}
