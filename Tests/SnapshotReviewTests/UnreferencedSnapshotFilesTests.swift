import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot
@testable import SnapshotReview

/// `test --unreferenced`: the test runs are simulated by processes that note files the way the
/// assertions do, in a temporary package.
@Suite struct UnreferencedSnapshotFilesTests {
  static let snapshots = "Tests/AppTests/__Snapshots__"
  static let kept = "\(snapshots)/AppTests/greeting.1.txt"
  static let gone = "\(snapshots)/AppTests/farewell.1.txt"
  static let goneAlone = "\(snapshots)/OldTests/old.1.json"

  private func package() throws -> ScratchPackage {
    let scratch = try ScratchPackage(source: "")
    for path in [Self.kept, Self.gone, Self.goneAlone, ".build/x/__Snapshots__/X/a.1.txt"] {
      try write(path, in: scratch)
    }
    try write("\(Self.snapshots)/AppTests/.DS_Store", in: scratch)
    return scratch
  }

  private func write(_ path: String, in scratch: ScratchPackage) throws {
    let url = scratch.root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("text".utf8).write(to: url)
  }

  private func exists(_ path: String, in scratch: ScratchPackage) -> Bool {
    FileManager.default.fileExists(atPath: scratch.root.appendingPathComponent(path).path)
  }

  /// A test process that reads `paths` and exits, finishing its work or not.
  private func process(
    reading paths: [String], in scratch: ScratchPackage, environment: [String: String],
    finishes: Bool = true
  ) {
    let references = SnapshotFileReferences(environment: environment)
    for path in paths { references.note(scratch.root.appendingPathComponent(path)) }
    if finishes { _ = references.save() }
  }

  @Test func warnListsTheFilesNoProcessReadAndKeepsTheRunsStatus() throws {
    let scratch = try package()
    defer { scratch.remove() }
    var variables: [String: String] = [:]
    let (status, console) = scratch.run("test", "--unreferenced=warn") { environment, _ in
      variables = environment
      // XCTest and Swift Testing run as two processes.
      process(reading: [Self.kept], in: scratch, environment: environment)
      process(reading: [], in: scratch, environment: environment)
      return 1
    }
    #expect(variables["SNAPSHOT_TESTING_RECORD"] == "pending")
    #expect(variables[SnapshotFileReferences.environmentKey] != nil)
    #expect(status == 1)
    #expect(
      console.output == """
        2 snapshot files unreferenced: not read in this run, and no test of that name is left:
          \(Self.gone)
          \(Self.goneAlone)

        """)
    #expect(exists(Self.gone, in: scratch))
  }

  @Test func rejectFailsAPassingRunThatLeftFilesUnread() throws {
    let scratch = try package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("test", "--unreferenced", "reject") { environment, _ in
      process(reading: [Self.kept, Self.goneAlone], in: scratch, environment: environment)
      return 0
    }
    #expect(status == 1)
    #expect(
      console.errors.contains(
        """
        1 snapshot file unreferenced: not read in this run, and no test of that name is left:
          \(Self.gone)

        """))
    let clean = scratch.run("test", "--unreferenced=reject") { environment, _ in
      process(
        reading: [Self.kept, Self.gone, Self.goneAlone], in: scratch, environment: environment)
      return 0
    }
    #expect(clean.status == 0)
    #expect(clean.console.output == "No unreferenced snapshot file.\n")
  }

  @Test func deleteRemovesTheFilesAndTheFoldersTheyLeaveEmpty() throws {
    let scratch = try package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("test", "--unreferenced=delete") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      return 0
    }
    #expect(status == 0)
    #expect(console.output == "Deleted \(Self.gone)\nDeleted \(Self.goneAlone)\n")
    #expect(!exists(Self.gone, in: scratch))
    #expect(!exists("\(Self.snapshots)/OldTests", in: scratch))
    #expect(exists(Self.kept, in: scratch))
    #expect(exists(".build/x/__Snapshots__/X/a.1.txt", in: scratch))
  }

  @Test func aFilteredRunIsNotJudged() throws {
    let scratch = try package()
    defer { scratch.remove() }
    for arguments in [["--filter", "greeting"], ["--skip=farewell"], ["AppTests.greeting"],
      ["--disable-swift-testing"]]
    {
      let (status, console) = scratch.run(["test", "--unreferenced=delete"] + arguments) {
        environment, _ in
        process(reading: [Self.kept], in: scratch, environment: environment)
        return 0
      }
      #expect(status == 0)
      #expect(console.errors.contains("not judged: the run was filtered (\(arguments[0]))"))
      #expect(exists(Self.gone, in: scratch))
    }
    #expect(
      UnreferencedSnapshotFiles.filteringArgument(
        in: [
          "--traits", "Dependencies", "-c", "release", "--parallel", "--package-path", "x",
          "--enable-swift-testing",
        ])
        == nil)
  }

  @Test func aRunThatDidNotCompleteIsNotJudged() throws {
    let scratch = try package()
    defer { scratch.remove() }
    // swift test killed by a signal.
    let killed = scratch.run("test", "--unreferenced=reject") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      return 143
    }
    #expect(killed.status == 143)
    #expect(killed.console.errors.contains("ended with status 143"))
    // A test process crashed after its first assertion: its tests' files may be unread.
    let crashed = scratch.run("test", "--unreferenced=delete") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      process(reading: [Self.gone], in: scratch, environment: environment, finishes: false)
      return 1
    }
    #expect(crashed.status == 1)
    #expect(crashed.console.errors.contains("a test process ended without finishing"))
    #expect(exists(Self.goneAlone, in: scratch))
    // Tests built against a Verbatim that notes nothing.
    let silent = scratch.run("test", "--unreferenced=delete") { _, _ in 0 }
    #expect(silent.console.errors.contains("no test process noted a snapshot file"))
    #expect(exists(Self.goneAlone, in: scratch))
  }

  @Test func aSnapshotDirectoryOutsideSnapshotsFoldersIsSearchedForSnapshotNamedFiles() throws {
    let scratch = try package()
    defer { scratch.remove() }
    let folder = "Tests/AppTests/Fixtures"
    for name in ["report.1.txt", "old.1.txt", "notes.txt", "data.1.json"] {
      try write("\(folder)/\(name)", in: scratch)
    }
    let (_, console) = scratch.run("test", "--unreferenced=warn") { environment, _ in
      process(
        reading: [Self.kept, Self.gone, Self.goneAlone, "\(folder)/report.1.txt"], in: scratch,
        environment: environment)
      return 0
    }
    #expect(
      console.output == """
        1 snapshot file unreferenced: not read in this run, and no test of that name is left:
          \(folder)/old.1.txt

        """)
  }

  /// Tests that exist but did not read their files in this run.
  static let skippingSource = """
    import InlineSnapshot
    import Testing

    @Suite struct AppTests {
      @Test(.disabled("flaky on CI")) func flaky() { assertSnapshot(of: 1, as: .lines) }
      @Test(.enabled(if: false)) func off() { assertSnapshot(of: 2, as: .lines) }
      #if os(macOS)
        @Test func onMac() { assertSnapshot(of: 3, as: .lines) }
      #endif
      @Test func sometimes() {
        if Bool.random() { assertSnapshot(of: 4, as: .lines) }
      }
      @Test(arguments: [1]) func perArgument(n: Int) { assertSnapshot(of: n, as: .lines) }
      func testLegacy() { assertSnapshot(of: 5, as: .lines, testName: "renamed thing") }
    }
    """

  @Test func filesOfTestsThatExistButDidNotRunAreKeptAndNamed() throws {
    let scratch = try package()
    defer { scratch.remove() }
    try scratch.write(Self.skippingSource)
    let kept = [
      "flaky.1.txt", "off.1.txt", "onMac.1.txt", "sometimes.1.txt", "perArgument-n.n-1.txt",
      "renamed-thing.1.txt",
    ].map { "\(Self.snapshots)/AppTests/\($0)" }
    for path in kept { try write(path, in: scratch) }
    let (status, console) = scratch.run("test", "--unreferenced=delete") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      return 0
    }
    #expect(status == 0)
    for path in kept { #expect(exists(path, in: scratch), "\(path)") }
    // farewell is declared nowhere, and OldTests.swift is gone.
    #expect(console.output.contains("Deleted \(Self.gone)\nDeleted \(Self.goneAlone)\n"))
    #expect(!exists(Self.gone, in: scratch))
    #expect(
      console.output.hasPrefix(
        """
        Kept 6 snapshot files no assertion read in this run: their tests exist but did not run \
        here (skipped, on another platform, or the assertion not reached):
        \(kept.sorted().map { "  \($0)\n" }.joined())
        """))
  }

  @Test func aTestFileThatCannotTellIsNotJudgedForTheFilesItMayOwn() throws {
    let scratch = try package()
    defer { scratch.remove() }
    // A helper passes its caller's name on: any file of this test file may be its.
    try scratch.write(
      """
      func check(_ value: Int, testName: String = #function) {
        assertSnapshot(of: value, as: .lines, testName: testName)
      }
      @Test func greeting() { check(1) }
      """)
    let (status, console) = scratch.run("test", "--unreferenced=reject") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      return 0
    }
    #expect(status == 1)
    #expect(
      console.errors.contains(
        """
        verbatim-snapshots: 1 snapshot file not judged (no one can tell from the test file \
        whether a test owns it):
          \(Self.gone): Tests/AppTests/AppTests.swift:2 passes a computed testName:, which may \
        name it.
        """))
    #expect(console.errors.contains("  \(Self.goneAlone)\n"))
    // A test file edited into something that does not parse.
    try scratch.write("@Test func greeting( {")
    let broken = scratch.run("test", "--unreferenced=delete") { environment, _ in
      process(reading: [Self.kept], in: scratch, environment: environment)
      return 0
    }
    #expect(broken.console.errors.contains("AppTests.swift does not parse"))
    #expect(exists(Self.gone, in: scratch))
    #expect(!exists(Self.goneAlone, in: scratch))
  }

  @Test func aTestFileThatCannotBeReadIsNotJudged() throws {
    let scratch = try package()
    defer { scratch.remove() }
    struct Unreadable: Error {}
    let lookup = SnapshotFileTestLookup(root: scratch.root) { url in
      if url.lastPathComponent == "AppTests.swift" { throw Unreadable() }
      return try SnapshotFileTestLookup.readFromDisk(url)
    }
    let root = UnreferencedSnapshotFiles.canonical(scratch.root.path)
    let verdict = UnreferencedSnapshotFiles.judge(
      arguments: [], status: 0,
      run: SnapshotFileReferences.Run(paths: ["\(root)/\(Self.kept)"], unfinishedProcesses: 0),
      existing: [Self.kept, Self.gone, Self.goneAlone].map { "\(root)/\($0)" },
      root: scratch.root, lookup: lookup)
    let undecided = UnreferencedSnapshotFiles.UndecidedFile(
      file: Self.gone, testFile: "Tests/AppTests/AppTests.swift", reason: .unreadable)
    #expect(
      verdict
        == .judged(
          UnreferencedSnapshotFiles.Judgement(
            unreferenced: [Self.goneAlone], undecided: [undecided])))
  }

  @Test func anUnknownPolicyIsAUsageError() throws {
    let scratch = try package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("test", "--unreferenced=ignore")
    #expect(status == 2)
    #expect(console.errors.contains("--unreferenced takes warn, delete or reject, not 'ignore'"))
  }
}
