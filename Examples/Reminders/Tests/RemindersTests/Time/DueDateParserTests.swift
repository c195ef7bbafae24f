import Foundation
import InlineSnapshot
import Reminders
import RemindersTestSupport
import Testing

/// Now is Friday 2009-02-13 23:31:30 UTC.
struct DueDateParserTests {
  let parser = DueDateParser(now: .pinnedNow, timeZone: .utc)

  func parsed(_ texts: [String], with parser: DueDateParser) -> String {
    texts.map { text in
      let result = (try? parser.parse(text)).map { ISO8601DateFormatter().string(from: $0) } ?? "rejected"
      return "\(text) → \(result)"
    }
    .joined(separator: "\n")
  }

  @Test func acceptedForms() {
    let forms = [
      "2026-12-01", "2026-12-01T09:00", "2026-12-01 17:45:30", "2026-12-01T09:00Z",
      "2026-12-01T09:00+01:00", "today", "Today 18:00", "tonight", "tomorrow", "tomorrow 9:00",
      "tomorrow 9am", "tomorrow 9 pm", "tomorrow noon", "yesterday 08:15", "in 3 days", "in 1 day",
      "in 2 weeks", "in 2 hours", "in 30 minutes", "next monday", "next friday", "monday",
      "friday 17:30", "friday 23:45", "sat 10am", "dec 24", "24 december 9am", "Feb 13", "feb 12",
      "march 1 noon",
    ]
    assertInlineSnapshot(of: parsed(forms, with: parser), as: .lines) {
      """
      2026-12-01 → 2026-12-01T09:00:00Z
      2026-12-01T09:00 → 2026-12-01T09:00:00Z
      2026-12-01 17:45:30 → 2026-12-01T17:45:30Z
      2026-12-01T09:00Z → 2026-12-01T09:00:00Z
      2026-12-01T09:00+01:00 → 2026-12-01T08:00:00Z
      today → 2009-02-13T23:59:00Z
      Today 18:00 → 2009-02-13T18:00:00Z
      tonight → 2009-02-13T21:00:00Z
      tomorrow → 2009-02-14T09:00:00Z
      tomorrow 9:00 → 2009-02-14T09:00:00Z
      tomorrow 9am → 2009-02-14T09:00:00Z
      tomorrow 9 pm → 2009-02-14T21:00:00Z
      tomorrow noon → 2009-02-14T12:00:00Z
      yesterday 08:15 → 2009-02-12T08:15:00Z
      in 3 days → 2009-02-16T09:00:00Z
      in 1 day → 2009-02-14T09:00:00Z
      in 2 weeks → 2009-02-27T09:00:00Z
      in 2 hours → 2009-02-14T01:31:30Z
      in 30 minutes → 2009-02-14T00:01:30Z
      next monday → 2009-02-16T09:00:00Z
      next friday → 2009-02-20T09:00:00Z
      monday → 2009-02-16T09:00:00Z
      friday 17:30 → 2009-02-20T17:30:00Z
      friday 23:45 → 2009-02-13T23:45:00Z
      sat 10am → 2009-02-14T10:00:00Z
      dec 24 → 2009-12-24T09:00:00Z
      24 december 9am → 2009-12-24T09:00:00Z
      Feb 13 → 2009-02-13T09:00:00Z
      feb 12 → 2010-02-12T09:00:00Z
      march 1 noon → 2009-03-01T12:00:00Z
      """
    }
  }

  @Test func rejectedForms() {
    let forms = [
      "", "someday", "2026-02-30", "2026-13-01", "2026-12-01T25:00", "in three days", "in 3",
      "next", "next week", "tomorrow 9", "tomorrow 13pm", "tomorrow at 9", "dec 32", "12/24",
      "tonight 9pm", "mo",
    ]
    assertInlineSnapshot(of: parsed(forms, with: parser), as: .lines) {
      """
       → rejected
      someday → rejected
      2026-02-30 → rejected
      2026-13-01 → rejected
      2026-12-01T25:00 → rejected
      in three days → rejected
      in 3 → rejected
      next → rejected
      next week → rejected
      tomorrow 9 → rejected
      tomorrow 13pm → rejected
      tomorrow at 9 → rejected
      dec 32 → rejected
      12/24 → rejected
      tonight 9pm → rejected
      mo → rejected
      """
    }
  }

  // At the pinned now it is already Saturday 00:31 in Paris, and still Friday 15:31 in Los Angeles.
  @Test(arguments: ["UTC", "Europe/Paris", "America/Los_Angeles"])
  func theUsersTimeZoneDecidesTheDay(zone: String) throws {
    let local = DueDateParser(now: .pinnedNow, timeZone: try #require(TimeZone(identifier: zone)))
    assertInlineSnapshot(of: parsed(["today", "tomorrow 9am", "2026-12-01T09:00"], with: local), as: .lines) {
      [
        #"zone: "UTC""#: """
        today → 2009-02-13T23:59:00Z
        tomorrow 9am → 2009-02-14T09:00:00Z
        2026-12-01T09:00 → 2026-12-01T09:00:00Z
        """,
        #"zone: "Europe/Paris""#: """
        today → 2009-02-14T22:59:00Z
        tomorrow 9am → 2009-02-15T08:00:00Z
        2026-12-01T09:00 → 2026-12-01T08:00:00Z
        """,
        #"zone: "America/Los_Angeles""#: """
        today → 2009-02-14T07:59:00Z
        tomorrow 9am → 2009-02-14T17:00:00Z
        2026-12-01T09:00 → 2026-12-01T17:00:00Z
        """,
      ]
    }
  }

  @Test func theErrorSaysWhatWorks() {
    assertInlineSnapshot(of: try parser.parse("someday")) {
      """
      throw DueDateParser.Failure(text: "someday")
      """
    }
    #expect(
      DueDateParser.Failure(text: "someday").description
        == "Cannot read the date \"someday\". Try one of: \(DueDateParser.examples)."
    )
  }
}
