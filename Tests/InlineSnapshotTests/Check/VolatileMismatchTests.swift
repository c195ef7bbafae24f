import Foundation
import Testing

@testable import InlineSnapshot

/// A mismatch only in UUIDs or dates suggests the redaction, not a re-record (issue 34).
@Suite struct VolatileMismatchTests {
  struct Reminder {
    var id: UUID
    var title: String
    var createdAt: Date
  }

  @Test func aDumpThatDiffersOnlyInAUUIDSuggestsRedactingTheType() {
    let mismatch = VolatileMismatch(
      expected: "Reminder(\n  id: UUID(00000000-0000-0000-0000-000000000001),\n  title: \"Milk\"\n)",
      actual: "Reminder(\n  id: UUID(9F3A2B4C-1D2E-4F50-8A9B-0C1D2E3F4A5B),\n  title: \"Milk\"\n)")
    #expect(mismatch?.redactions == [".type(UUID.self)"])
  }

  @Test func textThatDiffersInAUUIDAndADateSuggestsScrubbingThem() {
    let mismatch = VolatileMismatch(
      expected: "job 00000000-0000-0000-0000-000000000001 at 2026-03-01T09:30:00Z\ndone",
      actual: "job 9f3a2b4c-1d2e-4f50-8a9b-0c1d2e3f4a5b at 2026-11-26T22:10:04Z\ndone")
    #expect(mismatch?.redactions == [".scrubbing(.uuids, .iso8601Dates)"])
  }

  @Test func aDumpedDateAndAUUIDInTextMix() {
    let mismatch = VolatileMismatch(
      expected: "createdAt: Date(2026-03-01T09:30:00.000Z),\nnote: \"for 00000000-0000-0000-0000-000000000001\"",
      actual: "createdAt: Date(2026-03-02T10:00:00.000Z),\nnote: \"for 9F3A2B4C-1D2E-4F50-8A9B-0C1D2E3F4A5B\"")
    #expect(mismatch?.redactions == [".type(Date.self)", ".scrubbing(.uuids)"])
  }

  @Test func anyOtherChangeIsNotVolatile() {
    #expect(
      VolatileMismatch(
        expected: "id: UUID(00000000-0000-0000-0000-000000000001), title: \"Milk\"",
        actual: "id: UUID(9F3A2B4C-1D2E-4F50-8A9B-0C1D2E3F4A5B), title: \"Eggs\"") == nil)
    #expect(VolatileMismatch(expected: "a\nb", actual: "a\nb\nc") == nil)
    #expect(VolatileMismatch(expected: "same", actual: "same") == nil)
  }

  @Test func theFailureSuggestsTheTraitToAdd() {
    let reminder = Reminder(id: UUID(), title: "Milk", createdAt: Date(timeIntervalSince1970: 0))
    withKnownIssue {
      assertInlineSnapshot(of: reminder, as: .customDump, record: .never) {
        """
        VolatileMismatchTests.Reminder(
          id: UUID(00000000-0000-0000-0000-000000000001),
          title: "Milk",
          createdAt: Date(1970-01-01T00:00:00.000Z)
        )
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          """
          Every changed line differs only in UUIDs, which change from run to run: re-recording \
          would record the next ones. Redact them to keep the snapshot stable, with this trait \
          on the test or its suite:

            .snapshots(redacting: [.type(UUID.self)])
          """)
      }
    }
  }
}
