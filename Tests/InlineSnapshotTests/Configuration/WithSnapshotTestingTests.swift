import Dump
import Foundation
import InlineSnapshot
import Testing

/// `withSnapshotTesting` configures what the `.snapshots(…)` trait does, for XCTest's
/// `invokeTest` and for a group of assertions.
@Suite struct WithSnapshotTestingTests {
  struct Event {
    var id = UUID()
    var message: String
  }

  @Test func redactingAppliesToEverySnapshotAndDumpInside() {
    let event = Event(message: "opened \(UUID())")
    withSnapshotTesting(redacting: [.type(UUID.self), .scrubbing(.uuids)]) {
      assertInlineSnapshot(of: event, as: .customDump) {
        """
        WithSnapshotTestingTests.Event(
          id: UUID(<1>),
          message: "opened UUID(<2>)"
        )
        """
      }
      #expect(String(customDumping: event.id) == "UUID(<1>)")
    }
    #expect(String(customDumping: event.id) != "UUID(<1>)")
  }

  @Test func redactingAddsToTheEnclosingScope() async {
    let event = Event(message: "at \(Date(timeIntervalSince1970: 0))")
    await withDumpRedactions([.type(UUID.self)]) {
      await withSnapshotTesting(redacting: [.omitting(".message")]) {
        await Task.yield()
        assertInlineSnapshot(of: event, as: .customDump) {
          """
          WithSnapshotTestingTests.Event(
            id: UUID(<1>)
          )
          """
        }
      }
    }
  }
}
