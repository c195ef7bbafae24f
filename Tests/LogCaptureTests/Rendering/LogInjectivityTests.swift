#if Logging
import Logging
import Testing

@testable import LogCapture

/// Two different log sequences never print the same text (issue 51): each case printed alike
/// before, so that a change from one to the other passed.
@Suite struct LogInjectivityTests {
  static func text(_ records: LogRecord...) -> String {
    LogGrammar.text(of: CapturedLogs(records))
  }

  @Test func aMessageThatReadsAsMetadataAndMetadata() {
    #expect(
      Self.text(LogRecord(level: .info, label: "test", message: "Opened count=3"))
        != Self.text(LogRecord(level: .info, label: "test", message: "Opened", metadata: ["count": "3"])))
    #expect(
      Self.text(LogRecord(level: .info, label: "test", message: "count=3"))
        != Self.text(LogRecord(level: .info, label: "test", message: "", metadata: ["count": "3"])))
  }

  @Test func aListOfAColonAndAnEmptyDictionary() {
    #expect(
      Self.text(LogRecord(level: .info, label: "a", message: "m", metadata: ["k": [":"]]))
        != Self.text(LogRecord(level: .info, label: "a", message: "m", metadata: ["k": [:]])))
  }

  @Test func aLabelWithABracketAndAMessage() {
    #expect(
      Self.text(LogRecord(level: .info, label: "a] b", message: "c"))
        != Self.text(LogRecord(level: .info, label: "a", message: "b] c")))
  }

  @Test func aMessageWithACarriageReturnAndALineFeedAndTwoRecords() {
    #expect(
      Self.text(LogRecord(level: .info, label: "a", message: "x\r\ninfo [a] y"))
        != Self.text(
          LogRecord(level: .info, label: "a", message: "x\r"),
          LogRecord(level: .info, label: "a", message: "y")))
  }
}
#endif
