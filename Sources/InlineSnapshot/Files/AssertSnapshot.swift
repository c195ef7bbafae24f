// Files/: file snapshots (`assertSnapshot`, `verifySnapshot`): their names, places and owners,
// over the shared check.

import Dump
import Foundation

/// Asserts that a value's snapshot equals the one in its snapshot file, and writes the file
/// when it is missing or (if asked) wrong.
///
/// ```swift
/// @Test func report() {
///   assertSnapshot(of: monthlyReport, as: .json)
/// }
/// ```
///
/// The file is `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file, where
/// `<n>` counts the test's unnamed assertions from 1, or `<testName>.<name>.<ext>` with
/// `named:`: the layout, the counters, the text on disk and the messages of
/// swift-snapshot-testing's function of the same name, so a suite's committed snapshot files
/// keep passing after the import swap. In a parameterized Swift Testing test, an unnamed
/// assertion's file is named by the case's arguments instead (`<testName>.n-1.<ext>`), and a
/// file another test used first in the process is never written over (see the layout in
/// <doc:FileSnapshots>). Choose a file over an inline snapshot for a value too
/// large to read in the test (see <doc:FileSnapshots>).
///
/// The record modes are those of inline snapshots (``SnapshotTestingConfiguration/Record``):
/// a missing file is recorded and the test fails once; on CI nothing is written unless
/// `SNAPSHOT_TESTING_RECORD` asks. A file is written whole (a temporary file renamed over it).
/// `.pending` writes no file: a missing or differing snapshot is saved for review with
/// `verbatim-snapshots` (see <doc:ReviewingSnapshots>), as inline snapshots are. The pending
/// store holds text, so a `Data` strategy whose bytes are not UTF-8 is refused there.
///
/// Under Swift Testing (Swift 6.2 or later), a failing text snapshot attaches the actual
/// snapshot and the difference to the test, as `actual.txt` and `difference.txt`, and in the
/// pending mode the patch accepting it would apply, as `pending.patch`.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy that turns the value into a snapshot and compares it.
///   - name: Names the file instead of the test's counter: `<testName>.<name>.<ext>`.
///   - record: The record mode for this assertion, overriding scopes, traits and environment.
///   - timeout: How many seconds to wait for a strategy that hands its snapshot to a callback.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the test file; its folder holds `__Snapshots__`.
///   - testName: The test's name, which names its files. Defaults to the calling function.
///   - line: The line of the call, for failure messages.
///   - column: The column of the call, for failure messages.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let result = FileSnapshotAssertion.live(
    snapshotting, name: name, record: record, snapshotDirectory: nil, timeout: timeout,
    filePath: "\(filePath)", testName: testName
  ).run(value)
  let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  result.failure?.report(at: call) { call.fail($0, frameworks: .linked) }
}

/// Asserts a value against several named file snapshots, one per strategy: the files are
/// `<testName>.<name>.<ext>`.
///
/// See ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for (name, strategy) in strategies {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts a value against several file snapshots, one per strategy, each numbered by the
/// test's counter.
///
/// See ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(
      of: try value(), as: strategy, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// Checks a value against its snapshot file as
/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` does, and
/// returns the failure message instead of failing the test: for assertion helpers of your own.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy that turns the value into a snapshot and compares it.
///   - name: Names the file instead of the test's counter: `<testName>.<name>.<ext>`.
///   - record: The record mode for this check, overriding scopes, traits and environment.
///   - snapshotDirectory: The folder holding the snapshot files, instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - timeout: How many seconds to wait for a strategy that hands its snapshot to a callback.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the test file; its folder holds `__Snapshots__`.
///   - testName: The test's name, which names its files. Defaults to the calling function.
///   - line: The line of the call, for failure messages.
///   - column: The column of the call, for failure messages.
/// - Returns: The failure message, or `nil` when the value matches.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  FileSnapshotAssertion.live(
    snapshotting, name: name, record: record, snapshotDirectory: snapshotDirectory,
    timeout: timeout, filePath: "\(filePath)", testName: testName
  ).run(value).message
}

extension FileSnapshotAssertion {
  /// The assertion as a test runs it: the process's environment, counter and references.
  static func live(
    _ snapshotting: Snapshotting<Value, Format>,
    name: String?,
    record: SnapshotTestingConfiguration.Record?,
    snapshotDirectory: String?,
    timeout: TimeInterval,
    filePath: String,
    testName: String
  ) -> Self {
    // The environment as the session read it once: reading it on every call cost a passing
    // assertion more than reading its file.
    let session = RecordingSession.started
    return Self(
      snapshotting: snapshotting, name: name, record: record,
      snapshotDirectory: snapshotDirectory, timeout: timeout, testFilePath: filePath,
      testName: testName, environment: session.environment,
      artifactsDirectory: URL(
        fileURLWithPath: session.environment.snapshotArtifacts ?? NSTemporaryDirectory(),
        isDirectory: true),
      pending: session.pending,
      references: session.references)
  }
}
