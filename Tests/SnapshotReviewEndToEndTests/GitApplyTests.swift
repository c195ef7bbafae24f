import Foundation
import Testing
import VerbatimTestSupport

/// The patches `verbatim-snapshots export --patch` writes, applied by `git apply` in a real
/// repository: what a reviewer without the tool does with them.
@Suite struct GitApplyTests {
  @Test func theExportedPatchAppliesWithGitApplyNewFileIncluded() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    #expect(try Self.git(["init", "-q"], in: scratch.root) == 0)
    let (status, console) = scratch.run("export", "--patch", "-")
    #expect(status == 0, "\(console.errors)")
    #expect(console.output == """
      diff --git a/Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt b/Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt
      --- a/Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt
      +++ b/Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt
      @@ -1,2 +1,2 @@
      -total: 1
      +total: 2
       items: 1
      diff --git a/Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt b/Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt
      new file mode 100644
      --- /dev/null
      +++ b/Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt
      @@ -0,0 +1,1 @@
      +no newline at the end
      \\ No newline at end of file

      """)
    let patch = scratch.root.appendingPathComponent("snapshots.patch")
    try Data(console.output.utf8).write(to: patch)
    #expect(try Self.git(["apply", patch.path], in: scratch.root) == 0)
    #expect(scratch.snapshot("testReport.1.txt") == "total: 2\nitems: 1\n")
    #expect(scratch.snapshot("testSummary.1.txt") == "no newline at the end")
  }

  @Test func aPatchFromAgreeingJobsAppliesWithGitApply() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos")
    let patch = matrix.artifacts.appendingPathComponent("snapshots.patch").path
    let (status, console) = matrix.checkout.run(
      "export", "--patch", patch, "--from", linux, "--from", macos)
    #expect(status == 0, "\(console.errors)")
    #expect(try Self.git(["init", "-q"], in: matrix.checkout.root) == 0)
    #expect(try Self.git(["apply", patch], in: matrix.checkout.root) == 0)
    #expect(
      try matrix.checkout.text
        == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
  }

  /// Runs `git` with `arguments` in `folder`; its exit status.
  private static func git(_ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
