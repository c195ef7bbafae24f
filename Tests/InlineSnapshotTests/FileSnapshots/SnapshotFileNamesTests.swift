import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Names that survive: a parameterized test's files are named by its arguments, and a file two
/// tests resolve to is never shared unnoticed.
@Suite struct SnapshotFileNamesTests {
  private struct Case {
    let folder: TemporaryDirectory
    let counter = SnapshotFileCounter()
    let owners = SnapshotFileOwners()

    init() throws { folder = try TemporaryDirectory() }

    var snapshots: URL { folder.url.appendingPathComponent("__Snapshots__/ReportTests") }

    func run(
      _ value: String, named name: String? = nil, arguments: TestCaseArguments? = nil,
      parameterized: Bool? = nil, test: String = "ReportTests/report()",
      record: SnapshotTestingConfiguration.Record? = nil
    ) -> String? {
      FileSnapshotAssertion(
        snapshotting: .lines, name: name, record: record, snapshotDirectory: nil, timeout: 5,
        testFilePath: folder.file("ReportTests.swift").path, testName: "report()",
        environment: RecordingEnvironment(variables: [:]), counter: counter,
        arguments: arguments, isParameterized: parameterized ?? (arguments != nil),
        owner: SnapshotFileOwner(test: test), owners: owners,
        artifactsDirectory: folder.file("artifacts")
      ).run { value }.message
    }

    func text(_ name: String) -> String? {
      try? String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
    }

    func files() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).sorted()
    }
  }

  private static let keys = ["n: 1", "n: 2", "n: 3"]

  private static func arguments(_ n: Int) -> TestCaseArguments {
    TestCaseArguments(key: "n: \(n)", allKeys: keys)
  }

  @Test func eachArgumentHasItsFileWhateverOrderTheCasesRunIn() async throws {
    let test = try Case()
    defer { test.folder.remove() }
    // The cases run at the same time, in no fixed order: a shared count would swap files.
    await withTaskGroup(of: Void.self) { group in
      for n in [3, 1, 2] {
        group.addTask { _ = test.run("value \(n)", arguments: Self.arguments(n)) }
      }
    }
    #expect(test.files() == ["report.n-1.txt", "report.n-2.txt", "report.n-3.txt"])
    for n in 1...3 {
      #expect(test.text("report.n-\(n).txt") == "value \(n)")
    }
  }

  @Test func aSecondAssertionInACaseIsCountedWithinTheCase() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("first of 2", arguments: Self.arguments(2))
    _ = test.run("first of 1", arguments: Self.arguments(1))
    _ = test.run("second of 2", arguments: Self.arguments(2))
    #expect(test.files() == ["report.n-1.txt", "report.n-2.2.txt", "report.n-2.txt"])
    #expect(test.text("report.n-2.2.txt") == "second of 2")
  }

  @Test func aNamedAssertionKeepsItsNameInAParameterizedTest() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("shared", named: "header", arguments: Self.arguments(1))
    #expect(test.files() == ["report.header.txt"])
  }

  @Test func argumentsThatCleanToOneNameAreRefused() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let arguments = TestCaseArguments(
      key: #"s: "a b""#, allKeys: [#"s: "a b""#, #"s: "a-b""#, #"s: "c""#])
    let message = try #require(test.run("a b", arguments: arguments))
    #expect(message == """
      The arguments (s: "a b") and (s: "a-b") would share the snapshot file "report.s-a-b": \
      file names keep letters, digits and underscores, and turn each run of other characters \
      into one hyphen. Nothing was compared or written. Pass `named:` with a name that tells the \
      arguments apart.
      """)
    #expect(test.files() == [])
    // An argument whose name is its own is not held up by the others' clash.
    let c = TestCaseArguments(key: #"s: "c""#, allKeys: arguments.allKeys)
    _ = test.run("c", arguments: c)
    #expect(test.files() == ["report.s-c.txt"])
  }

  @Test func aParameterizedTestWhoseArgumentsCannotBeReadIsNotNumbered() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let message = try #require(test.run("1", parameterized: true))
    #expect(message.hasPrefix(#""report" is parameterized, but its arguments could not be read"#))
    #expect(test.files() == [])
    #expect(test.run("1", named: "n-1", parameterized: true) != nil)
    #expect(test.files() == ["report.n-1.txt"])
  }

  @Test func testsThatShareANameCountApart() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("same", test: "First/report()")
    #expect(test.run("same", test: "Second/report()") == nil)
    #expect(test.files() == ["report.1.txt"])
  }

  @Test func anotherTestsFileIsNeitherOverwrittenNorComparedSilently() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("first's", named: "page", test: "First/report()")
    let message = try #require(test.run("second's", named: "page", test: "Second/report()"))
    #expect(message == """
      The snapshot file \(test.snapshots.path)/report.page.txt belongs to another test in this \
      run, First/report(), which used it first: this test's snapshot differs from it or would \
      be written over it, so nothing was written. Pass `named:` or `testName:` to give this \
      test a file of its own.
      """)
    let recording = try #require(
      test.run("first's", named: "page", test: "Second/report()", record: .all))
    #expect(recording.hasPrefix("The snapshot file"))
    #expect(test.text("report.page.txt") == "first's")
    // The first test keeps its file.
    #expect(test.run("first's", named: "page", test: "First/report()", record: .failed) == nil)
  }
}

/// The arguments of a real parameterized test name its files: each case finds the file named
/// after its own argument.
@Suite struct SnapshotFilePerArgumentTests {
  @Test(arguments: [1, 2, 3]) func findsTheFileOfItsArgument(n: Int) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try "\(n)".write(to: folder.file("value.n-\(n).txt"), atomically: true, encoding: .utf8)
    let message = verifySnapshot(
      of: "\(n)", as: .lines, record: .never, snapshotDirectory: folder.url.path,
      testName: "value()")
    #expect(message == nil)
  }
}
