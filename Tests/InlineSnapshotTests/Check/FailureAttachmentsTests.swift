import Dump
import Foundation
import Testing

@testable import InlineSnapshot

/// What a failure attaches to its Swift Testing test, as names and texts.
@Suite struct FailureAttachmentsTests {
  static let log = "2026-11-26T22:45:04Z opened 3F2504E0-4F89-41D3-9A0C-0305E82C3301"
  static var scrubbed: Snapshotting<String, String> {
    .lines(redacting: [.scrubbing(.uuids, .iso8601Dates)])
  }

  @Test func aRedactedFailureAttachesItsTextWithoutRedactions() throws {
    let taken = try Self.scrubbed.taken(of: Self.log, timeout: 1)
    let actual = taken.snapshot
    let unredacted = taken.unredacted(actual)
    #expect(!actual.contains("3F2504E0"))
    let difference = try #require(SnapshotDifference.patch(from: "opened", to: actual))
    let files = FailureAttachments.files(
      actual: actual, unredacted: unredacted, difference: difference, pendingPatch: { nil })
    #expect(
      files == [
        .init(name: "actual.txt", text: actual),
        .init(name: "actual-unredacted.txt", text: Self.log),
        .init(name: "difference.txt", text: difference),
      ])
  }

  @Test func anUnredactedFailureAttachesNoUnredactedText() {
    let files = FailureAttachments.files(
      actual: "Hello", unredacted: nil, difference: nil, pendingPatch: { nil })
    #expect(files == [.init(name: "actual.txt", text: "Hello")])
  }

  @Test func thePendingModeAddsThePatchLast() {
    let files = FailureAttachments.files(
      actual: "Hello!", unredacted: nil, difference: "−Hello\n+Hello!",
      pendingPatch: { "diff --git a/T.swift b/T.swift\n" })
    #expect(files.map(\.name) == ["actual.txt", "difference.txt", "pending.patch"])
    #expect(files.last?.text == "diff --git a/T.swift b/T.swift\n")
  }
}
