import Foundation
@_spi(Internals) @testable import InlineSnapshot
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tests run explains a file they cannot reach: the message says so instead of
/// "the file no longer exists" or a bare "permission denied".
@Suite struct TestHostTests {
  static let path = "/Users/blob/App/AppTests/AppTests.swift"

  static func host(
    _ destination: TestHost.Destination = .local,
    sandbox: String? = nil,
    home: String? = "/Users/blob"
  ) -> TestHost {
    TestHost(
      destination: destination, sandboxContainer: sandbox, home: home,
      currentDirectory: "/private/tmp/run")
  }

  static func message(_ code: Int32, _ path: String = path, on host: TestHost) -> String {
    LiveSourceFiles.error(code, reading: false, path: path, host: host).message
  }

  @Test func aSandboxedHostAppIsNamedWithTheWaysOut() {
    let host = Self.host(
      sandbox: "com.example.App", home: "/Users/blob/Library/Containers/com.example.App/Data")
    assertInlineSnapshot(of: Self.message(EPERM, on: host), as: .lines) {
      """
      the app hosting the tests runs in the App Sandbox (container com.example.App), which keeps it from writing files outside its container; run these tests without a host app (the test target's Host Application: None), or turn the App Sandbox off for tests (an entitlements file without com.apple.security.app-sandbox for the configuration that tests)
      """
    }
    #expect(Self.message(EACCES, on: host) == Self.message(EPERM, on: host))
    // Inside its own container, the sandbox is not why.
    let inside = "/Users/blob/Library/Containers/com.example.App/Data/A.swift"
    #expect(Self.message(EACCES, inside, on: host).hasPrefix("permission denied"))
    #expect(Self.message(EACCES, on: Self.host()).hasPrefix("permission denied"))
  }

  @Test func aDeviceCannotSeeTheSources() {
    assertInlineSnapshot(of: Self.message(ENOENT, on: Self.host(.device)), as: .lines) {
      """
      the tests run on a device, which cannot see the source files of the machine that built them; record in a run on that machine (a macOS destination or a simulator)
      """
    }
  }

  @Test func aSimulatorThatCannotSeeThePathIsNamed() {
    let message = Self.message(ENOENT, on: Self.host(.simulator("iPhone 16")))
    assertInlineSnapshot(of: message, as: .lines) {
      """
      the tests run in the simulator "iPhone 16", which sees this machine's files, and the path is not here (built on another machine?); record on the machine that holds the sources
      """
    }
  }

  @Test func aRelativePathSaysWhatItWasResolvedAgainst() {
    let message = Self.message(ENOENT, "Tests/AppTests/AppTests.swift", on: Self.host())
    assertInlineSnapshot(of: message, as: .lines) {
      """
      #filePath is relative (Tests/AppTests/AppTests.swift) and was resolved against the current folder, /private/tmp/run, where no such file is; run the tests from the folder the path is relative to (for Bazel, the workspace root), or build with absolute paths
      """
    }
  }

  @Test func aPlainMissingFileKeepsThePlainReason() {
    #expect(
      Self.message(ENOENT, on: Self.host()) == "the file no longer exists (or its folder was moved)")
  }

  @Test func aRelativePathIsReadAgainstTheCurrentFolder() throws {
    // The real recording path: a relative #filePath that does not exist from here.
    let files = LiveSourceFiles()
    #expect {
      try files.read("Verbatim-no-such-folder/Tests.swift")
    } throws: { error in
      "\(error)".contains("#filePath is relative (Verbatim-no-such-folder/Tests.swift)")
        && "\(error)".contains(FileManager.default.currentDirectoryPath)
    }
  }
}
