import Foundation

/// What kind of process runs: which test framework's run, if any, from its arguments.
///
/// `swift test` starts the test program once for XCTest and once with `--testing-library
/// swift-testing`; Swift Build's `<Target>-test-runner` is started the same way; Xcode's test
/// host runs both frameworks in one process, with XCTest loaded.
enum TestProcess: Equatable {
  /// A Swift Testing run: only Swift Testing's tests run here.
  case swiftTesting
  /// An XCTest run, or one that runs both frameworks.
  case xcTest
  /// Not a test process: an app or a tool using Dump.
  case none

  static let current = TestProcess(
    arguments: ProcessInfo.processInfo.arguments,
    hasXCTest: TestFrameworks.lookedUp.failXCTest != nil)

  /// The process as its program and arguments tell it, whatever it links: `.none` for a
  /// program that links XCTest without being a test runner (a tool using InlineSnapshot).
  static let ofProgram = TestProcess(
    arguments: ProcessInfo.processInfo.arguments, hasXCTest: false)

  init(arguments: [String], hasXCTest: Bool) {
    let library = arguments.firstIndex(of: "--testing-library").map(arguments.index(after:))
    if let library, library < arguments.endIndex, arguments[library] == "swift-testing" {
      self = .swiftTesting
      return
    }
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
    let isTestProgram =
      program.hasSuffix(".xctest") || program == "xctest" || program.hasSuffix("-test-runner")
    self = isTestProgram || hasXCTest ? .xcTest : .none
  }
}
