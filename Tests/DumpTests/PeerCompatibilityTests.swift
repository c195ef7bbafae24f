import Dump
import Foundation
import Testing

/// Call shapes written for swift-custom-dump 1.7.3, which must compile against Dump unchanged.
///
/// If a signature drifts, this file stops compiling; the expectations pin what each call means.
@Suite struct PeerCompatibilityTests {
  struct Token: CustomDumpStringConvertible, Equatable {
    var value: String
    var customDumpDescription: String { "Token(<redacted>)" }
  }

  struct Wrapper: CustomDumpRepresentable {
    var wrapped: Int
    var customDumpValue: Any { wrapped }
  }

  struct Credentials: CustomDumpReflectable {
    var user: String
    var password: String
    var customDumpMirror: Mirror {
      Mirror(self, children: ["user": user], displayStyle: .struct)
    }
  }

  struct Counter: Equatable, Sendable {
    var count = 0
    var isEven = true
  }

  @Test func dumpingCallShapes() {
    var output = ""
    let value = customDump([1, 2], to: &output, name: "numbers", indent: 2, maxDepth: 1)
    #expect(value == [1, 2])
    #expect(output == "  numbers: [\n    [0]: 1,\n    [1]: 2\n  ]")

    let returned: Int = customDump(42, name: nil, indent: 0, maxDepth: .max)
    #expect(returned == 42)
    #expect(String(customDumping: Token(value: "secret")) == "Token(<redacted>)")
    #expect(String(customDumping: Wrapper(wrapped: 7)) == "7")
    #expect(
      String(customDumping: Credentials(user: "blob", password: "hunter2"))
        == "PeerCompatibilityTests.Credentials(user: \"blob\")"
    )
  }

  @Test func diffingCallShapes() {
    #expect(diff(1, 1) == nil)
    #expect(diff(1, 2, format: .default) == "- 1\n+ 2")
    #expect(diff(1, 2, format: .proportional) == "\u{2212} 1\n+ 2")
    let custom = DiffFormat(first: "<", second: ">", both: "=")
    #expect(custom.first == "<" && custom.second == ">" && custom.both == "=")
    #expect(diff(1, 2, format: custom) == "< 1\n> 2")
  }

  @Test func expectationCallShapes() {
    let issues = capturingIssues {
      expectNoDifference(1, 1)
      expectNoDifference(Counter(), Counter(), "message")
      expectNoDifference(
        Counter(), Counter(), "message", fileID: #fileID, filePath: #filePath, line: #line,
        column: #column)

      var counter = Counter()
      expectDifference(counter) {
        counter.count += 1
        counter.isEven = false
      } changes: {
        $0.count = 1
        $0.isEven = false
      }
      expectDifference(counter, "only the fields set") {
        $0.isEven = false
      }
    }
    #expect(issues == [])
  }

  @Test func asynchronousExpectDifference() async {
    let issues = await capturingIssues { () async in
      var counter = Counter()
      await expectDifference(counter) {
        await Task.yield()
        counter.count = 1
      } changes: {
        $0.count = 1
      }
    }
    #expect(issues == [])
  }

  @Test func failuresStillFail() {
    let issues = capturingIssues {
      var counter = Counter()
      expectDifference(counter) {
        counter.count += 2
      } changes: {
        $0.count = 1
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasSuffix("(Expected: −, Actual: +)") == true)
  }
}
