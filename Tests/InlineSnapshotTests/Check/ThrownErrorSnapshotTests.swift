import Dump
import Foundation
import Testing

@testable import InlineSnapshot

/// Snapshots of the error an expression throws (issue 34).
@Suite struct ThrownErrorSnapshotTests {
  enum ParseError: Error {
    case unexpectedEnd(offset: Int)
  }

  struct Rejected: Error {
    var id: UUID
    var reason: String
  }

  static func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw ParseError.unexpectedEnd(offset: text.count) }
    return number
  }

  static func parseTyped(_ text: String) throws(ParseError) -> Int {
    guard let number = Int(text) else { throw .unexpectedEnd(offset: text.count) }
    return number
  }

  @Test func aThrownErrorIsTheSnapshot() {
    assertInlineSnapshot(of: try Self.parse("1 +"), as: .customDump, record: .never) {
      """
      throw ThrownErrorSnapshotTests.ParseError.unexpectedEnd(offset: 3)
      """
    }
  }

  @Test func aTypedThrowKeepsItsType() {
    assertInlineSnapshot(of: try Self.parseTyped("1 +"), as: .customDump, record: .never) {
      """
      throw ThrownErrorSnapshotTests.ParseError.unexpectedEnd(offset: 3)
      """
    }
  }

  /// A text strategy takes values of its own type, so the error is dumped whatever it is.
  @Test func aTextStrategyDumpsTheError() {
    func greeting() throws -> String { throw ParseError.unexpectedEnd(offset: 0) }
    assertInlineSnapshot(of: try greeting(), as: .lines, record: .never) {
      """
      throw ThrownErrorSnapshotTests.ParseError.unexpectedEnd(offset: 0)
      """
    }
  }

  @Test func theScopesRedactionsApplyToTheError() throws {
    let error = Rejected(id: UUID(), reason: "empty title")
    try withDumpRedactions([.type(UUID.self)]) {
      assertInlineSnapshot(of: try { () throws -> Int in throw error }(), record: .never) {
        """
        throw ThrownErrorSnapshotTests.Rejected(
          id: UUID(<1>),
          reason: "empty title"
        )
        """
      }
    }
  }

  @Test func aValueDoesNotMatchTheSnapshotOfAnErrorThatDumpsAlike() {
    // The value dumps as the error does: only the kind tells them apart.
    let value = ParseError.unexpectedEnd(offset: 3)
    withKnownIssue {
      assertInlineSnapshot(of: value, as: .customDump, record: .never) {
        """
        throw ThrownErrorSnapshotTests.ParseError.unexpectedEnd(offset: 3)
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Snapshot did not match.")
          && $0.rawValue.contains(
            "The expression returned a value, and the snapshot expects a thrown error.")
      }
    }
  }

  @Test func anErrorDoesNotMatchTheSnapshotOfAValue() throws {
    try withKnownIssue {
      assertInlineSnapshot(of: try Self.parse("1 +"), as: .customDump, record: .never) {
        """
        1
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "The expression threw an error, and the snapshot expects a returned value.")
          && $0.rawValue.contains("+throw ThrownErrorSnapshotTests.ParseError")
      }
    }
  }

  /// Even in like text: a `.lines` value that reads `throw …` is not the error.
  @Test func aValueInTheTextOfAnErrorSnapshotDoesNotMatchIt() {
    withKnownIssue {
      assertInlineSnapshot(of: "throw away", as: .lines, record: .never) {
        """
        throw away
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "The expression returned a value, and the snapshot expects a thrown error.")
      }
    }
  }

  /// A strategy's own error is a failure, not a snapshot.
  @Test func anErrorOfTheStrategyFails() {
    struct Unreadable: Error {}
    let failing = Snapshotting<Int, String>(pathExtension: nil, diffing: .lines) { _ in
      throw Unreadable()
    }
    withKnownIssue {
      assertInlineSnapshot(of: 1, as: failing, record: .never) {
        """
        throw Unreadable()
        """
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Threw error: Unreadable()") }
    }
  }

  // The decisions, against an in-memory file.

  static let path = "/Tests.swift"
  static let source = """
    func test() {
      assertInlineSnapshot(of: try parse("1 +"), as: .customDump)
    }

    """

  func run(actual: String, threw: Bool) -> (failure: String?, file: String?) {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var assertion = InlineSnapshotAssertion(
      actual: actual,
      expected: nil,
      record: .missing,
      site: SnapshotSite(filePath: Self.path, line: 2, column: 23),
      function: "test()"
    )
    assertion.threw = threw
    let failure = assertion.failure(
      recorder: recorder, environment: RecordingEnvironment(variables: [:]))
    _ = recorder.flush()
    return (failure, files[Self.path])
  }

  @Test func anErrorRecordsAsAnySnapshot() {
    let run = run(actual: "throw ParseError.unexpectedEnd(offset: 3)", threw: true)
    #expect(run.failure?.hasPrefix("Automatically recorded a new snapshot.") == true)
    #expect(
      run.file == """
        func test() {
          assertInlineSnapshot(of: try parse("1 +"), as: .customDump) {
            \"\"\"
            throw ParseError.unexpectedEnd(offset: 3)
            \"\"\"
          }
        }

        """)
  }

  @Test func anErrorIsSavedForReviewAsAnySnapshot() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    let pending = PendingCollector(
      recorder: recorder, buildTime: nil, environment: [:],
      projectRoot: { _ in URL(fileURLWithPath: "/") })
    let site = SnapshotSite(filePath: Self.path, line: 2, column: 23)
    var assertion = InlineSnapshotAssertion(
      actual: "throw ParseError.unexpectedEnd(offset: 3)", expected: nil, record: .pending,
      site: site, function: "test()")
    assertion.threw = true
    #expect(assertion.run(recorder: recorder, pending: pending) == .savedForReview(.missing))
    #expect(
      pending.patch(at: .closure(site))?.contains("+    throw ParseError.unexpectedEnd(offset: 3)")
        == true)
    #expect(files[Self.path] == Self.source)
  }

  /// A type whose Dump begins as an error's snapshot does.
  struct Verdict: CustomDumpStringConvertible {
    var customDumpDescription: String { "throw it away" }
  }

  @Test func aDumpThatReadsAsAnErrorIsNotAdvisedToUseTheDumpAgain() throws {
    let actual = String(customDumping: Verdict())
    let run = run(actual: actual, threw: false)
    #expect(run.file == Self.source)
    let failure = try #require(run.failure)
    #expect(failure.contains("Could not record the snapshot: the value's text begins with"))
    // `.customDump` is what produced it: the advice names the description instead.
    #expect(!failure.contains("such as .customDump"))
    #expect(failure.contains("a value whose own description begins so"))
  }

  @Test func aValueThatReadsAsAnErrorIsNotRecorded() {
    let run = run(actual: "throw away", threw: false)
    #expect(run.file == Self.source)
    #expect(
      run.failure?.contains(
        "Could not record the snapshot: the value's text begins with \"throw \"") == true)
  }
}
