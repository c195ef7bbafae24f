import Dump
import Foundation
import Testing

struct TextScrubberTests {
  struct Event {
    var id: UUID
    var at: Date
    var message: String
  }

  @Test func scrubbersNumberInTheDumpsNumbering() {
    let id = UUID()
    let at = Date(timeIntervalSince1970: 1_700_000_000.25)
    let event = Event(
      id: id, at: at,
      message: "\(id.uuidString.lowercased()) at 2023-11-14T22:13:20.250Z, then \(UUID())")
    let text = String(
      customDumping: event,
      redacting: [.type(UUID.self), .type(Date.self), .scrubbing(.uuids, .iso8601Dates)])
    #expect(
      text == """
        TextScrubberTests.Event(
          id: UUID(<1>),
          at: Date(<1>),
          message: "UUID(<1>) at Date(<1>), then UUID(<2>)"
        )
        """)
  }

  @Test func timesWithAZoneAreKeyedByTheirInstant() {
    let at = Date(timeIntervalSince1970: 1_700_000_000.25)
    let text = String(
      customDumping: [
        "2023-11-14T22:13:20.250Z", "2023-11-14T23:13:20,25+01:00", "2023-11-14 17:13:20.25-0500",
        "1969-12-31T23:59:59Z", "2024-02-29T00:00:00.000001Z",
      ],
      redacting: [.scrubbing(.iso8601Dates)])
    // The first three are one instant.
    #expect(text.components(separatedBy: "Date(<1>)").count == 4)
    #expect(text.contains("Date(<3>)") && !text.contains("Date(<4>)"))
    let dates: [Date] = [
      at, Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 1_709_164_800.000001),
    ]
    let both = String(
      customDumping: (dates, "1969-12-31T23:59:59Z 2023-11-14T23:13:20.250+01:00 2024-02-29T00:00:00.000001Z"),
      redacting: [.type(Date.self), .scrubbing(.iso8601Dates)])
    #expect(both.hasSuffix("\"Date(<2>) Date(<1>) Date(<3>)\"\n)"))
  }

  @Test func datesWithoutAZoneAndDatesAloneAreNumberedByTheirText() {
    let text = String(
      customDumping: "2026-03-01 09:30:00 / 2026-03-01 / 2026-03-01 09:30:00 / 12026-03-011",
      redacting: [.scrubbing(.iso8601Dates)])
    #expect(text == #""Date(<1>) / Date(<2>) / Date(<1>) / 12026-03-011""#)
  }

  @Test func temporaryPathsAndPatterns() {
    let text = String(
      customDumping: "error in /tmp/build-\(UUID())/x.log (pid 4242)",
      redacting: [
        .scrubbing(
          .uuids, .temporaryPaths, .replacing(#"pid (\d)\d*"#, with: "pid $1…"),
          .numbering(#"error"#, as: "Word"))
      ])
    #expect(text == #""Word(<1>) in TemporaryPath(<1>) (pid 4…)""#)
  }

  @Test func aMalformedPatternIsReportedAndScrubsNothing() throws {
    var scrubber: TextScrubber?
    let issues = capturingIssues { scrubber = .replacing("(unclosed", with: "") }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("Invalid scrubber pattern /(unclosed/") == true)
    let text = String(customDumping: "(unclosed", redacting: [.scrubbing(try #require(scrubber))])
    #expect(text == #""(unclosed""#)
  }

  @Test func diffsAndExpectationsIgnoreScrubbers() {
    #expect(diff("a \(UUID())", "a \(UUID())", redacting: [.scrubbing(.uuids)]) != nil)
    let issues = withDumpRedactions([.scrubbing(.uuids)]) {
      capturingIssues { expectNoDifference(Twin(), Twin()) }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("Not equal but no difference detected") == true)
    #expect(issues.first?.contains("Redacted") == false)
  }

  /// Dumps alike but never equal.
  struct Twin: Equatable {
    static func == (lhs: Twin, rhs: Twin) -> Bool { false }
  }
}
