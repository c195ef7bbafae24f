import Testing

@testable import Dump

/// XCTest as Dump finds it by its symbols, where InlineSnapshot is not linked: a failure that
/// no XCTest test case takes is told apart from one a test case took, so that it fails the run
/// (it was counted as taken, and swift-corelibs-xctest dropped it: the run passed).
@Suite struct XCTestBySymbolsTests {
  private static func failure() -> AssertionFailure {
    AssertionFailure(
      "Difference: … (test of an XCTest failure that no test case takes)",
      at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
  }

  // Only swift-corelibs-xctest is known to drop it; Apple's XCTest has not been run here.
  #if !canImport(Darwin)
    /// This Swift Testing process links XCTest, and no XCTest test case runs in it.
    @Test func aFailureNoTestCaseTakesIsNotTaken() throws {
      let failXCTest = try #require(TestFrameworks.bySymbols().failXCTest)
      #expect(XCTestObserverLookedUp.isRegistered)
      #expect(!failXCTest(Self.failure()))
    }

    /// Asked from threads at once, each failure is judged on its own thread.
    @Test func failuresFromManyThreadsAreEachNotTaken() async throws {
      let failXCTest = try #require(TestFrameworks.bySymbols().failXCTest)
      let taken = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<16 {
          group.addTask { failXCTest(Self.failure()) }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(taken == Array(repeating: false, count: 16))
    }
  #endif
}
