import Foundation

extension TestFrameworks {
  /// The frameworks as this process has them, found when a failure is first reported: the
  /// calls a linked test-only module exports (``exported``, InlineSnapshot's), else the
  /// frameworks' own symbols (``bySymbols``). A framework the process did not load is absent,
  /// so an app that uses Dump links neither.
  package static let lookedUp = exported ?? bySymbols()

  /// The name of the type through which InlineSnapshot hands over the calls it makes directly:
  /// a name this package owns, where the frameworks' symbols are theirs to change.
  static let exportingType = "14InlineSnapshot20LinkedTestFrameworksO"

  /// The frameworks a linked module exports through ``exportingType``, when it is linked.
  package static var exported: TestFrameworks? {
    (_typeByName(exportingType) as? any TestFrameworksExport.Type)?.frameworks
  }

  /// The frameworks found by their symbols (`dlsym`): Swift Testing's `Test.current` and
  /// `Issue.record(_:sourceLocation:)`, XCTest's `XCTFail(_:file:line:)`, and on Linux its
  /// observation of failures (``XCTestObserverLookedUp``), which tells whether a test case took
  /// one.
  ///
  /// Every call is made with the declared types of the framework's public API: a mangled name
  /// spells the whole signature, so a symbol that is found takes exactly these arguments, and
  /// values of Swift Testing's types are made by its own initializers, whose layouts stay
  /// unknown here (library evolution passes them by address, as generic values are passed).
  static func bySymbols() -> TestFrameworks {
    var failXCTest: (@Sendable (AssertionFailure) -> Bool)? = nil
    let xcTestFail = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
    if let pointer = Self.symbol(xcTestFail, in: "XCTest") {
      let fail = unsafeBitCast(pointer, to: XCTFail.self)
      failXCTest = { failure in
        let call = { fail(failure.message, failure.site.filePath, failure.site.line) }
        #if canImport(Darwin)
          // Whether Apple's XCTest takes a failure outside a test case has not been checked.
          call()
          return true
        #else
          guard XCTestObserverLookedUp.isRegistered else {
            // An XCTest whose observation has changed: whether it took the failure is unknown.
            call()
            return true
          }
          return XCTestFailureWatch.fail(call)
        #endif
      }
    }
    guard let swiftTesting = SwiftTestingSymbols() else {
      return TestFrameworks(runsSwiftTest: { false }, recordIssue: { _ in }, failXCTest: failXCTest)
    }
    return TestFrameworks(
      runsSwiftTest: { swiftTesting.runsTest() },
      recordIssue: { failure in swiftTesting.record(failure) },
      failXCTest: failXCTest)
  }

  private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  /// A symbol of `library`, when the process has loaded it; never loads it.
  static func symbol(_ name: String, in library: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      // RTLD_DEFAULT: every loaded image, including a test bundle loaded after the program.
      return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
    #else
      // The library itself when loaded (even privately, RTLD_LOCAL), else the program and the
      // libraries it was linked with.
      let loaded = dlopen("lib\(library).so", RTLD_LAZY | RTLD_NOLOAD)
      guard let handle = loaded ?? dlopen(nil, RTLD_LAZY) else { return nil }
      return dlsym(handle, name)
    #endif
  }
}

/// Swift Testing's entry points, found together or not at all.
// Unchecked: it holds addresses of functions and types, never changed once found.
private struct SwiftTestingSymbols: @unchecked Sendable {
  private let comment: Any.Type
  private let sourceLocation: Any.Type
  private let issue: Any.Type
  private let test: Any.Type
  private let makeComment: UnsafeMutableRawPointer
  private let makeSourceLocation: UnsafeMutableRawPointer
  private let currentTest: UnsafeMutableRawPointer
  private let recordIssue: UnsafeMutableRawPointer

  init?() {
    guard
      let comment = Self.type("$s7Testing7CommentVMa"),
      let sourceLocation = Self.type("$s7Testing14SourceLocationVMa"),
      let issue = Self.type("$s7Testing5IssueVMa"),
      let test = Self.type("$s7Testing4TestVMa"),
      // Comment.init(rawValue:)
      let makeComment = Self.symbol("$s7Testing7CommentV8rawValueACSS_tcfC"),
      // SourceLocation.init(fileID:filePath:line:column:)
      let makeSourceLocation = Self.symbol(
        "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC"),
      // Test.current
      let currentTest = Self.symbol("$s7Testing4TestV7currentACSgvgZ"),
      // Issue.record(_:sourceLocation:)
      let recordIssue = Self.symbol(
        "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ")
    else { return nil }
    (self.comment, self.sourceLocation, self.issue, self.test) = (comment, sourceLocation, issue, test)
    (self.makeComment, self.makeSourceLocation) = (makeComment, makeSourceLocation)
    (self.currentTest, self.recordIssue) = (currentTest, recordIssue)
  }

  func runsTest() -> Bool {
    func isCurrent<Test>(_: Test.Type) -> Bool {
      unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)() != nil
    }
    return isCurrent(test)
  }

  func record(_ failure: AssertionFailure) {
    func record<Comment, SourceLocation, Issue>(
      _: Comment.Type, _: SourceLocation.Type, _: Issue.Type
    ) {
      // Initializers take their arguments owned; Swift Testing wants line and column above 0.
      typealias MakeComment = @convention(thin) (__owned String) -> Comment
      typealias MakeSourceLocation =
        @convention(thin) (__owned String, __owned String, Int, Int) -> SourceLocation
      typealias Record = @convention(thin) (Comment?, SourceLocation) -> Issue
      let comment = unsafeBitCast(makeComment, to: MakeComment.self)(failure.message)
      let location = unsafeBitCast(makeSourceLocation, to: MakeSourceLocation.self)(
        "\(failure.site.fileID)", "\(failure.site.filePath)",
        max(1, Int(clamping: failure.site.line)), max(1, Int(clamping: failure.site.column)))
      _ = unsafeBitCast(recordIssue, to: Record.self)(comment, location)
    }
    record(comment, sourceLocation, issue)
  }

  private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    TestFrameworks.symbol(name, in: "Testing")
  }

  /// A type's metadata, from its accessor (which takes a request and answers the metadata and
  /// its state).
  private static func type(_ accessor: String) -> Any.Type? {
    typealias Accessor = @convention(thin) (Int) -> (UnsafeRawPointer, Int)
    guard let pointer = Self.symbol(accessor) else { return nil }
    let metadata = unsafeBitCast(pointer, to: Accessor.self)(0).0
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}
