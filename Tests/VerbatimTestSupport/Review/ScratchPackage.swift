import Foundation

@testable import InlineSnapshot
@testable import SnapshotReview

/// A user's package in a temporary folder: a manifest, one test file, its pending store, and
/// test runs in the pending mode simulated with the library's own recorder.
package struct ScratchPackage {
  package let root: URL
  package let testFile: String

  /// What marks the project's root.
  package enum Layout {
    /// A `Package.swift`.
    case package
    /// An Xcode project in a git repository: a `.git` folder, no `Package.swift`.
    case xcodeProjectInGit
  }

  /// - Parameters:
  ///   - folder: Where the package goes; a new temporary folder by default.
  ///   - layout: What marks its root.
  package init(source: String, in folder: URL? = nil, layout: Layout = .package) throws {
    root = try folder ?? TemporaryDirectory().url
    let tests = root.appendingPathComponent("Tests/AppTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    switch layout {
    case .package:
      try Data("// swift-tools-version: 6.1\n".utf8).write(
        to: root.appendingPathComponent("Package.swift"))
    case .xcodeProjectInGit:
      for folder in [".git", "App.xcodeproj"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
    }
    testFile = tests.appendingPathComponent("AppTests.swift").path
    try write(source)
  }

  package var store: PendingStore {
    PendingStore(packageRoot: root, environment: [:])
  }

  package var text: String {
    get throws { try LiveSourceFiles().read(testFile) }
  }

  package func write(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: testFile))
  }

  /// Runs assertions in the pending mode (or `record`), as one test process would, and saves
  /// its batch.
  /// Each assertion is (line, column, actual, expected); `unredacted` holds, by line, the actual
  /// text without redactions of those that redacted some; `pending` is the process's collector
  /// (a new one by default).
  @discardableResult
  package func pendingRun(
    _ assertions: [(line: Int, column: Int, actual: String?, expected: String?)],
    label: String = "matches",
    record: SnapshotTestingConfiguration.Record = .pending,
    builtAt: Int64? = 1,
    createdAt: Int64 = Int64(Date().timeIntervalSince1970 * 1e9),
    pending given: PendingCollector? = nil,
    unredacted: [Int: String] = [:]
  ) -> [String] {
    let pending = given ?? Self.collector(builtAt: builtAt)
    var failures: [String] = []
    for assertion in assertions {
      var check = InlineSnapshotAssertion(
        actual: assertion.actual,
        expected: assertion.expected,
        record: record,
        site: SnapshotSite(
          filePath: testFile, line: assertion.line, column: assertion.column,
          syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: label)),
        function: "test()"
      )
      check.unredacted = { unredacted[assertion.line] }
      let outcome = check.run(recorder: pending.recorder, pending: pending)
      let failure = check.failureMessage(
        for: outcome, environment: RecordingEnvironment(variables: [:]))
      if let failure { failures.append(failure) }
    }
    _ = pending.save(createdAt: createdAt)
    return failures
  }

  /// A test process's collector of pending snapshots, its binary built at `builtAt`.
  package static func collector(
    builtAt: Int64? = 1,
    environment: [String: String] = [:]
  ) -> PendingCollector {
    PendingCollector(
      recorder: SnapshotRecorder(files: LiveSourceFiles()),
      buildTime: builtAt,
      environment: environment
    )
  }

  /// Runs the tool in the package with a scripted console.
  ///
  /// - Parameter runTests: Stands for `swift test`, given its extra environment and arguments.
  package func run(
    _ arguments: String...,
    keys: String = "",
    interactive: Bool = false,
    environment: [String: String] = [:],
    runTests: @escaping ([String: String], [String]) -> Int32 = { _, _ in 0 }
  ) -> (status: Int32, console: ScriptedConsole) {
    run(
      arguments, keys: keys, interactive: interactive, environment: environment,
      runTests: runTests)
  }

  package func run(
    _ arguments: [String],
    keys: String = "",
    interactive: Bool = false,
    environment: [String: String] = [:],
    runTests: @escaping ([String: String], [String]) -> Int32 = { _, _ in 0 }
  ) -> (status: Int32, console: ScriptedConsole) {
    let console = ScriptedConsole(keys: keys, interactive: interactive)
    let status = SnapshotReviewCommand(
      arguments: arguments,
      environment: environment,
      currentDirectory: root,
      console: console,
      ledger: SingleProcessRewriteLedger(),
      runTests: runTests
    ).run()
    return (status, console)
  }

  package func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

extension ScratchPackage {
  /// The folder of the test file's snapshot files.
  package var snapshots: URL {
    root.appendingPathComponent("Tests/AppTests/__Snapshots__/AppTests")
  }

  /// The text of snapshot file `name`, or `nil` when there is none.
  package func snapshot(_ name: String) -> String? {
    try? String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
  }

  package func writeSnapshot(_ name: String, _ text: String) throws {
    try SnapshotFileWrite.replace(snapshots.appendingPathComponent(name), with: Data(text.utf8))
  }

  /// Runs file snapshot assertions (a test's name and the value, `.lines`), as one test process
  /// would in `record`, and saves its batch; returns the failures.
  @discardableResult
  package func fileRun(
    _ assertions: [(test: String, value: String)],
    record: SnapshotTestingConfiguration.Record = .pending,
    createdAt: Int64 = Int64(Date().timeIntervalSince1970 * 1e9),
    environment: [String: String] = [:]
  ) -> [String] {
    let pending = Self.collector(environment: environment)
    let counter = SnapshotFileCounter()
    let failures = assertions.compactMap { test, value in
      FileSnapshotAssertion(
        snapshotting: Snapshotting<String, String>.lines, name: nil, record: record,
        snapshotDirectory: nil, timeout: 5, testFilePath: testFile, testName: test,
        environment: RecordingEnvironment(variables: environment), counter: counter,
        artifactsDirectory: root.appendingPathComponent(".build/artifacts"), pending: pending
      ).run { value }.message
    }
    _ = pending.save(createdAt: createdAt)
    return failures
  }
}
