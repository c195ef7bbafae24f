import Dump
import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Measures the window an editor's save can still fall into unseen: from the last check of the
/// file (its status, right after its bytes were compared) to the end of the write. Run only on
/// demand, as it prints times rather than asserting them:
///
///     VERBATIM_MEASURE_WRITE_WINDOW=200 swift test --filter WriteWindowMeasurement
@Suite struct WriteWindowMeasurement {
  static let trials = ProcessInfo.processInfo.environment["VERBATIM_MEASURE_WRITE_WINDOW"]
    .flatMap(Int.init)

  @Test(.enabled(if: trials != nil), arguments: EditorSaveTests.shapes)
  func measureTheWindowOfAnInPlaceWrite(_ shape: GeneratedTestFile) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    let original = shape.text
    let edits = GeneratedTestFile.recordings(in: original, path: path)
      .map { $0.site.edit(writing: $0.snapshot) }
    let recorded = SnapshotRewriter.apply(edits, to: original).text
    let moments = Locked([InPlaceWrite.Step: UInt64]())
    let files = LiveSourceFiles { step in
      let now = DispatchTime.now().uptimeNanoseconds
      moments.withLock { $0[step] = now }
    }
    var checkToReplaced: [Double] = []
    var verifiedToReplaced: [Double] = []
    for _ in 0..<(Self.trials ?? 0) {
      try Data(original.utf8).write(to: URL(fileURLWithPath: path))
      try files.write(recorded, to: path, replacing: original)
      let times = moments.withLock { $0 }
      guard let verified = times[.verified], let checked = times[.checked],
        let replaced = times[.replaced]
      else { continue }
      checkToReplaced.append(Double(replaced - checked) / 1000)
      verifiedToReplaced.append(Double(replaced - verified) / 1000)
    }
    func summary(_ values: [Double]) -> String {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return "no trials" }
      let median = sorted[sorted.count / 2]
      let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
      return String(format: "median %.1f µs, 99th percentile %.1f µs", median, p99)
    }
    print(
      """
      Write window, \(shape.name) file (\(recorded.utf8.count) bytes), \(checkToReplaced.count) writes:
        status checked -> new bytes in the file: \(summary(checkToReplaced))
        bytes compared -> new bytes in the file: \(summary(verifiedToReplaced))
      """
    )
  }
}
