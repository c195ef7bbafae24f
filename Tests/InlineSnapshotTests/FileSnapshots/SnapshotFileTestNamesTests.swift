import InlineSnapshot
import Testing

/// The names a test file's snapshot files can start with, as `#function` spells its
/// declarations and cleaned as file names are.
@Suite struct SnapshotFileTestNamesTests {
  @Test func declarationsAreNamedAsFunctionSpellsThem() {
    let names = SnapshotFileTestNames.reading(
      """
      @Suite struct ReportTests {
        @Test(.disabled("flaky on CI")) func flaky() {}
        @Test(arguments: [1]) func perLines(n: Int) {}
        func check(_ value: Int, against other: Int) {}
        init(seed: Int) {}
        // A subscript's parameters have no label unless given two names.
        subscript(index: Int) -> Int { 0 }
        var computed: String { "" }
        #if os(macOS)
          @Test func onMac() {}
        #endif
      }
      final class LegacyTests: XCTestCase {
        func testSummary() { assertSnapshot(of: 1, as: .lines, testName: "my summary!") }
      }
      """)
    #expect(
      names
        == .known([
          "flaky", "perLines-n", "check-_-against", "init-seed", "subscript-_", "computed",
          "onMac", "testSummary", "my-summary",
        ]))
  }

  @Test func aComputedTestNameOrASyntaxErrorLeavesTheNamesUnknown() {
    #expect(
      SnapshotFileTestNames.reading(
        """
        func check(testName: String = #function) {
          assertSnapshot(of: 1, as: .lines, testName: testName)
        }
        """) == .unknown(.computedTestName(line: 2)))
    #expect(
      SnapshotFileTestNames.reading(#"assertSnapshot(of: 1, as: .lines, testName: "a\(b)")"#)
        == .unknown(.computedTestName(line: 1)))
    #expect(SnapshotFileTestNames.reading("@Test func broken( {") == .unknown(.syntaxErrors))
  }

  @Test func aFileNamesItsTestUpToItsFirstDot() {
    #expect(SnapshotFileTestNames.testName(ofFile: "greeting.1.txt") == "greeting")
    #expect(SnapshotFileTestNames.testName(ofFile: "perLines-n.n-7.txt") == "perLines-n")
    #expect(SnapshotFileTestNames.testName(ofFile: "README") == "README")
  }
}
