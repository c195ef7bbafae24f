import Foundation
import Testing

@testable import InlineSnapshot
@testable import SnapshotReview

/// The folder the jobs' artifacts are downloaded into, and the checkout that reviews them.
package struct CIJobMatrix {
  package let checkout: ScratchPackage
  package let artifacts: URL

  package init() throws {
    checkout = try ScratchPackage(source: TwoPendingSnapshots.source)
    artifacts = checkout.root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
  }

  /// Runs the tests as job `job` would, on its own machine, and exports its bundle; returns
  /// the bundle's path. `job: nil` exports without a label.
  @discardableResult
  package func job(
    _ job: String?,
    greeting: String = "Hello, Blob!",
    file: String? = nil
  ) throws -> String {
    let machine = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { machine.remove() }
    var run = TwoPendingSnapshots.run
    run[0].actual = greeting
    machine.pendingRun(run)
    let bundle = artifacts.appendingPathComponent(file ?? "\(job ?? "pending").json").path
    let arguments = ["export", "--bundle", bundle] + (job.map { ["--job", $0] } ?? [])
    let (status, console) = machine.run(arguments)
    #expect(status == 0, "\(console.errors)")
    return bundle
  }

  package func remove() { checkout.remove() }

  package func bundleIsEmpty(_ path: String) throws -> Bool {
    try PendingBundle.decode(Data(contentsOf: URL(fileURLWithPath: path))).batches.isEmpty
  }
}
