import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// An editor saves the file, in place or by rename, at each moment of a flush but one: the
/// save is never overwritten, and the report says the snapshots were not written.
///
/// The one moment left out is the window between the last check and the write, which no
/// check can close while editors ignore the lock (see SafetyGuarantees.md for its measure).
@Suite struct EditorSaveTests {
  static let shapes = [
    GeneratedTestFile(name: "small", calls: 50, fillerLines: 0),
    GeneratedTestFile(name: "large", calls: 100, fillerLines: 3_000),
  ]

  struct Trial {
    var report: SnapshotRecorder.FlushReport
    var steps: [String]
    var text: String?
  }

  /// Records every call of a fresh file, then flushes with `editor` saving at `moment`.
  static func trial(
    _ shape: GeneratedTestFile,
    way: EditorSave.Way,
    moment: Int?,
    in directory: TemporaryDirectory
  ) throws -> (trial: Trial, edited: String) {
    let path = directory.file("Trial-\(way)-\(moment ?? 0).swift").path
    let original = shape.text
    try Data(original.utf8).write(to: URL(fileURLWithPath: path))
    let edited = "// Saved by the editor.\n" + original
    let editor = EditorSave(path: path, text: edited, way: way, moment: moment)
    let recorder = SnapshotRecorder(files: editor.files)
    for recording in GeneratedTestFile.recordings(in: original, path: path) {
      _ = recorder.record(recording.snapshot, replacing: nil, at: recording.site)
    }
    editor.arm()
    let report = recorder.flush()
    let text = fileText(URL(fileURLWithPath: path))
    return (Trial(report: report, steps: editor.steps, text: text), edited)
  }

  @Test(arguments: shapes, EditorSave.Way.allCases)
  func anEditorsSaveDuringTheFlushIsNeverOverwritten(
    _ shape: GeneratedTestFile,
    _ way: EditorSave.Way
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A flush without a save: it records everything, and names its moments.
    let (undisturbed, _) = try Self.trial(shape, way: way, moment: nil, in: directory)
    #expect(undisturbed.report.problems.isEmpty)
    #expect(undisturbed.report.written.count == 1)
    // Up to the end of the write: a save after it replaces a file that holds the snapshots.
    let steps = undisturbed.steps.prefix { $0 != "write: written" } + ["write: written"]
    #expect(steps.contains("write: checked"))
    #expect(undisturbed.steps.contains("write: written"))
    // A large file's parse is slow in debug builds: there, only the moments of the write.
    let moments = steps.enumerated().filter { _, step in
      step != "write: checked" && (shape.fillerLines == 0 || step.hasPrefix("write: "))
    }
    for (index, step) in moments {
      let (trial, edited) = try Self.trial(shape, way: way, moment: index + 1, in: directory)
      let context = "\(shape.name), \(way), save at moment \(index + 1) (\(step))"
      #expect(trial.text == edited, "\(context): the editor's save was overwritten")
      #expect(trial.report.written.isEmpty, "\(context)")
      #expect(trial.report.problems.count == 1, "\(context): \(trial.report.problems)")
      #expect(
        trial.report.problems.first?.contains("\(shape.calls) snapshots not written") == true,
        "\(context): \(trial.report.problems)"
      )
    }
  }
}
