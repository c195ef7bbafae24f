#if canImport(Testing)
  import Testing
#endif

/// The Swift Testing test that runs an assertion, as its runner names it: the declaration that
/// a call in the test's own body must be in.
///
/// XCTest has no public API that names the running test case to a free function, so under
/// XCTest ``current`` is `nil`.
package struct RunningTest: Hashable, Sendable {
  /// The `#filePath` of the test's declaration.
  var filePath: String
  /// The suite's type and the types around it, outermost first; empty for a test outside any
  /// type.
  var typeNames: [String]
  /// The test function's name as `#function` spells it (`empty()`).
  var function: String

  /// The running Swift Testing test function; `nil` under XCTest or outside a test.
  static var current: RunningTest? {
    #if canImport(Testing)
      guard let test = Test.current, !test.isSuite else { return nil }
      // The identifier's components are the suite's type names (without the module) and the
      // function's name; a private type's "(unknown context at …)" is not a name in the text.
      let types = test.id.nameComponents.dropLast().filter { !$0.hasPrefix("(") }
      return RunningTest(
        filePath: test.sourceLocation.filePath, typeNames: Array(types), function: test.name)
    #else
      return nil
    #endif
  }
}
