import Foundation
import IssueReporting

/// Whether an issue IssueReporting reports now reaches a test framework, decided as
/// IssueReporting 1.13 decides where to send it.
enum IssueDelivery {
  /// True outside tests (IssueReporting then only prints, as it should), when the test target
  /// links IssueReportingTestSupport, and where IssueReporting has a way around it: XCTest's
  /// `XCTFail` in debug builds, and Swift Testing's `Issue.record` in debug builds on Apple
  /// platforms.
  static var reachesTestFramework: Bool {
    // IssueReporting only prints there; ``failXCTest(_:filePath:line:)`` is the way around.
    if runsXCTestUnrecognized { return false }
    guard isTesting, !hasTestSupport else { return true }
    switch TestContext.current {
    case .xcTest:
      #if DEBUG
        return hasXCTFail
      #else
        return false
      #endif
    case .swiftTesting, nil:
      #if DEBUG && canImport(Darwin)
        return true
      #else
        return false
      #endif
    }
  }

  /// Whether XCTest runs this process's tests where IssueReporting takes it for one outside
  /// tests, so that an issue only prints and the test passes.
  static let runsXCTestUnrecognized = runsXCTestUnrecognized(
    arguments: ProcessInfo.processInfo.arguments, isTesting: isTesting)

  /// IssueReporting 1.13 knows a test process by an `.xctest` or `xctest` path or
  /// `--testing-library` among its arguments. Swift Build's test runner (`<Target>-test-runner`)
  /// has neither when it runs XCTest (it is given `--testing-library` for Swift Testing).
  static func runsXCTestUnrecognized(arguments: [String], isTesting: Bool) -> Bool {
    guard !isTesting, let executable = arguments.first else { return false }
    return URL(fileURLWithPath: executable).lastPathComponent.hasSuffix("-test-runner")
      && !arguments.contains("--testing-library")
  }

  /// Whether IssueReporting's default reporter takes issues now, not only reporters of the
  /// caller's own (a test that captures the issues it expects).
  static var reportsToDefault: Bool {
    IssueReporters.current.contains { $0 is _DefaultReporter }
  }

  /// Fails the running XCTest test through XCTest's `XCTFail`, as IssueReporting does in debug
  /// builds; false when XCTest is not loaded.
  static func failXCTest(_ message: String, filePath: StaticString, line: UInt) -> Bool {
    typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void
    guard let pointer = symbol(xcTestFail, in: "XCTest") else { return false }
    unsafeBitCast(pointer, to: Fail.self)(message, filePath, line)
    return true
  }

  // The symbols IssueReporting looks up, looked up where it looks.
  private static let hasTestSupport = hasSymbol(
    "$s25IssueReportingTestSupport07_recordA0ypyF", in: "IssueReportingTestSupport")
  private static let xcTestFail = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
  private static let hasXCTFail = hasSymbol(xcTestFail, in: "XCTest")

  private static func hasSymbol(_ name: String, in library: String) -> Bool {
    #if os(Linux) || os(Android) || canImport(Darwin)
      return symbol(name, in: library) != nil
    #else
      // Where IssueReporting's lookup is not known, trust it.
      return true
    #endif
  }

  private static func symbol(_ name: String, in library: String) -> UnsafeMutableRawPointer? {
    #if os(Linux) || os(Android)
      guard let handle = dlopen("lib\(library).so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY) else {
        return nil
      }
      return dlsym(handle, name)
    #elseif canImport(Darwin)
      guard let handle = dlopen(nil, RTLD_LAZY) else { return nil }
      return dlsym(handle, name)
    #else
      return nil
    #endif
  }
}
