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

  // The symbols IssueReporting looks up, looked up where it looks.
  private static let hasTestSupport = hasSymbol(
    "$s25IssueReportingTestSupport07_recordA0ypyF", in: "IssueReportingTestSupport")
  private static let hasXCTFail = hasSymbol(
    "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF", in: "XCTest")

  private static func hasSymbol(_ symbol: String, in library: String) -> Bool {
    #if os(Linux) || os(Android)
      guard let handle = dlopen("lib\(library).so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY) else {
        return false
      }
      return dlsym(handle, symbol) != nil
    #elseif canImport(Darwin)
      guard let handle = dlopen(nil, RTLD_LAZY) else { return false }
      return dlsym(handle, symbol) != nil
    #else
      // Where IssueReporting's lookup is not known, trust it.
      return true
    #endif
  }
}
