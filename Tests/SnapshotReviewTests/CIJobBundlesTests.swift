import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Bundles from several CI jobs reviewed as one (`--from A --from B`).
@Suite struct CIJobBundlesTests {
  @Test func exportRecordsTheJobFromTheOptionOrVERBATIM_JOB() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let named = try matrix.job("linux-6.1")
    #expect(
      try PendingBundle.decode(Data(contentsOf: URL(fileURLWithPath: named))).job == "linux-6.1")
    matrix.checkout.pendingRun(TwoPendingSnapshots.run)
    let bundle = matrix.artifacts.appendingPathComponent("env.json").path
    let status = matrix.checkout.run(
      "export", "--bundle", bundle, environment: ["VERBATIM_JOB": "macos-6.1"]
    ).status
    #expect(status == 0)
    #expect(
      try PendingBundle.decode(Data(contentsOf: URL(fileURLWithPath: bundle))).job == "macos-6.1")
  }

  @Test func jobsThatAgreeMergeIntoOneEntryNamingThem() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos")
    let listed = matrix.checkout.run("list", "--from", linux, "--from", macos).console.output
    #expect(
      listed == """
        Tests/AppTests/AppTests.swift:5 test() snapshot did not match [jobs agree: linux, macos]
        Tests/AppTests/AppTests.swift:13 test() new snapshot [jobs agree: linux, macos]

        """)
    let (status, console) = matrix.checkout.run("accept", "--from", linux, "--from", macos)
    #expect(status == 0, "\(console.errors)")
    #expect(
      try matrix.checkout.text
        == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(try matrix.bundleIsEmpty(linux))
    #expect(try matrix.bundleIsEmpty(macos))
  }

  @Test func acceptAndThePatchRefuseToPickForJobsThatDisagree() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos", greeting: "Hello, Blob?")
    let patch = matrix.checkout.run("export", "--patch", "-", "--from", linux, "--from", macos)
    #expect(patch.status == 1)
    #expect(patch.console.output == "")
    #expect(
      patch.console.errors.hasPrefix(
        """
        Tests/AppTests/AppTests.swift:5: jobs disagree: linux wrote this text, macos another
        Tests/AppTests/AppTests.swift:5: jobs disagree: macos wrote this text, linux another
        No patch written
        """))
    let (status, console) = matrix.checkout.run("accept", "--from", linux, "--from", macos)
    #expect(status == 1)
    #expect(
      console.errors.contains(
        """
        Refused Tests/AppTests/AppTests.swift:5: jobs disagree: linux wrote this text, macos \
        another; pick one with 'review', or with --prefer JOB.
        """))
    // What they agree on is written; the disagreement stays pending, in both bundles.
    #expect(try matrix.checkout.text.contains("Goodbye"))
    #expect(try matrix.checkout.text.contains("Hello, Blob\n"))
    let left = matrix.checkout.run("list", "--from", linux, "--from", macos).console.output
    #expect(left.split(separator: "\n").count == 2)
  }

  @Test func preferTakesThatJobsTextAndDropsTheOthers() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos", greeting: "Hello, Blob?")
    let (status, console) = matrix.checkout.run(
      "accept", "--from", linux, "--from", macos, "--prefer", "macos")
    #expect(status == 0, "\(console.errors)")
    #expect(try matrix.checkout.text.contains("Hello, Blob?\n"))
    #expect(try matrix.bundleIsEmpty(linux))
    #expect(try matrix.bundleIsEmpty(macos))
  }

  @Test func anUnknownPreferredJobOrTwoBundlesWithOneLabelAreRefused() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let again = try matrix.job("linux", file: "again.json")
    let unknown = matrix.checkout.run("accept", "--from", linux, "--prefer", "windows")
    #expect(unknown.status == 2)
    #expect(
      unknown.console.errors.contains(#"no bundle is labelled "windows"; the jobs are linux"#))
    let twice = matrix.checkout.run("list", "--from", linux, "--from", again)
    #expect(twice.status == 2)
    #expect(twice.console.errors.contains(#"are both labelled "linux""#))
    #expect(try matrix.checkout.text == TwoPendingSnapshots.source)
  }

  @Test func anUnlabelledBundleIsCalledByItsPath() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    try matrix.job(nil, greeting: "Hello, Blob?", file: "other.json")
    let listed = matrix.checkout.run("list", "--from", linux, "--from", "artifacts/other.json")
    #expect(
      listed.console.output.contains(
        "jobs disagree: artifacts/other.json wrote this text, linux another"))
  }

  @Test func listAsJSONShowsTheDisagreement() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos", greeting: "Hello, Blob?")
    let lines = matrix.checkout.run("list", "--json", "--from", linux, "--from", macos)
      .console.output.split(separator: "\n")
    let objects = try lines.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(objects.count == 3)
    #expect(objects[0]?["status"] as? String == "disagreeing")
    #expect(objects[0]?["jobs"] as? [String] == ["linux"])
    #expect(objects[0]?["disagreesWith"] as? [String] == ["macos"])
    #expect(objects[0]?["new"] as? String == "Hello, Blob!")
    #expect(objects[1]?["jobs"] as? [String] == ["macos"])
    #expect(objects[1]?["new"] as? String == "Hello, Blob?")
    #expect(objects[2]?["status"] as? String == "ready")
    #expect(objects[2]?["jobs"] as? [String] == ["linux", "macos"])
  }

  @Test func reviewShowsEachJobsTextAndThePersonPicksOne() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let macos = try matrix.job("macos", greeting: "Hello, Blob?")
    let (status, console) = matrix.checkout.run(
      "review", "--from", linux, "--from", macos, keys: "2s", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(
      console.output.contains(
        """
        Reviewing 1 of 2 · Tests/AppTests/AppTests.swift:5 · test() · snapshot did not match · \
        jobs disagree
        1 · linux
        @@ −1,1 +1,1 @@
        −Hello, Blob
        +Hello, Blob!
        2 · macos
        @@ −1,1 +1,1 @@
        −Hello, Blob
        +Hello, Blob?
        1–2 accept that job's text
        """))
    #expect(console.output.hasSuffix("Accepted 1, rejected 0, skipped 1.\n"))
    #expect(try matrix.checkout.text.contains("Hello, Blob?\n"))
    let left = matrix.checkout.run("list", "--from", linux, "--from", macos).console.output
    #expect(
      left == "Tests/AppTests/AppTests.swift:13 test() new snapshot [jobs agree: linux, macos]\n")
  }

  @Test func aJobThatPassedDisagreesWithOneThatWroteAText() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    // Linux passes with the text in the file; macOS produces another.
    let linux = try matrix.job("linux", greeting: "Hello, Blob")
    let macos = try matrix.job("macos")
    let listed = matrix.checkout.run("list", "--from", linux, "--from", macos).console.output
    #expect(
      listed.hasPrefix(
        """
        Tests/AppTests/AppTests.swift:5 test() snapshot did not match [jobs disagree: macos \
        wrote this text, linux passed with the current one: review to pick one, or --prefer JOB]
        """))
    let patch = matrix.checkout.run("export", "--patch", "-", "--from", linux, "--from", macos)
    #expect(patch.status == 1)
    #expect(patch.console.output == "")
    let (status, console) = matrix.checkout.run(
      "accept", "--from", linux, "--from", macos, "--prefer", "linux")
    #expect(status == 0, "\(console.errors)")
    #expect(console.output.contains("Dropped 1 snapshot that a preferred job passed"))
    #expect(try matrix.checkout.text.contains("Hello, Blob\n"))
    #expect(try matrix.checkout.text.contains("Goodbye"))
    #expect(matrix.checkout.run("list", "--from", linux, "--from", macos).console.output == "")
  }

  @Test func aJobThatSavedNothingIsNamedAsUnknown() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux")
    let empty = matrix.artifacts.appendingPathComponent("windows.json").path
    try PendingBundle(batches: [], job: "windows").encoded()
      .write(to: URL(fileURLWithPath: empty))
    let (status, console) = matrix.checkout.run("list", "--from", linux, "--from", empty)
    #expect(status == 0)
    #expect(
      console.errors
        == """
        verbatim-snapshots: windows saved no pending snapshot: where other jobs wrote a text, \
        whether it passed with the current one is not known.

        """)
    #expect(console.output.split(separator: "\n").count == 2)
  }

  @Test func aJobWhoseRunFullyPassedIsNamedAndCountsAsPassing() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let macos = try matrix.job("macos")
    // Linux's CI run in the pending mode passes its one assertion: nothing is pending.
    let machine = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { machine.remove() }
    let ci = ScratchPackage.collector(
      environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "pending"])
    #expect(machine.pendingRun([(5, 23, "Hello, Blob", "Hello, Blob")], pending: ci) == [])
    let linux = matrix.artifacts.appendingPathComponent("linux.json").path
    let export = machine.run(["export", "--bundle", linux, "--job", "linux"])
    #expect(export.status == 0, "\(export.console.errors)")
    #expect(try !matrix.bundleIsEmpty(linux))
    let (status, console) = matrix.checkout.run("list", "--from", linux, "--from", macos)
    #expect(status == 0)
    #expect(console.errors == "verbatim-snapshots: linux: nothing pending, 1 site passed.\n")
    #expect(
      console.output.hasPrefix(
        """
        Tests/AppTests/AppTests.swift:5 test() snapshot did not match [jobs disagree: macos \
        wrote this text, linux passed with the current one: review to pick one, or --prefer JOB]
        """))
  }

  @Test func reviewOffersAPassingJobsTextAsRejecting() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    let linux = try matrix.job("linux", greeting: "Hello, Blob")
    let macos = try matrix.job("macos")
    let (status, console) = matrix.checkout.run(
      "review", "--from", linux, "--from", macos, keys: "rs", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(
      console.output.contains(
        """
        jobs disagree: macos wrote this text, linux passed with the current one.
        @@ −1,1 +1,1 @@
        """))
    #expect(console.output.hasSuffix("Accepted 0, rejected 1, skipped 1.\n"))
    #expect(try matrix.checkout.text == TwoPendingSnapshots.source)
  }

  @Test func bundlesExportedFromOneStoreStillDisagreeByJob() throws {
    let matrix = try CIJobMatrix()
    defer { matrix.remove() }
    matrix.checkout.pendingRun(TwoPendingSnapshots.run)
    let linux = matrix.artifacts.appendingPathComponent("linux.json")
    let macos = matrix.artifacts.appendingPathComponent("macos.json")
    #expect(matrix.checkout.run("export", "--bundle", linux.path, "--job", "linux").status == 0)
    #expect(matrix.checkout.run("export", "--bundle", macos.path, "--job", "macos").status == 0)
    // The same entry ids in both bundles; one text differs.
    var bundle = try PendingBundle.decode(Data(contentsOf: macos))
    bundle.batches[0].entries[0].new = "Hello, Blob?"
    try bundle.encoded().write(to: macos)
    let listed = matrix.checkout.run("list", "--from", linux.path, "--from", macos.path)
    #expect(listed.console.output.contains("jobs disagree: linux wrote this text, macos another"))
    #expect(listed.console.output.contains("jobs disagree: macos wrote this text, linux another"))
  }
}
