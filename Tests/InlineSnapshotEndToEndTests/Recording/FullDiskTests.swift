import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Recording 40 snapshots into a 4 KB file on a file system with no room left: the file keeps
/// its bytes, and the report says why nothing was written.
@Suite struct FullDiskTests {
  static let file = GeneratedTestFile(name: "40 calls", calls: 40, fillerLines: 40)

  @Test(.enabled(if: SmallFileSystem.canMount(.tmpfs), "\(SmallFileSystem.unavailableReason)"))
  func aFullDiskIsFoundBeforeTheFileIsTouched() throws {
    try aFullDiskLeavesTheFileWhole(.tmpfs, "the disk is full; the file was not touched")
  }

  /// ext2 cannot reserve space, so the write starts, fails and is undone.
  @Test(
    .enabled(if: SmallFileSystem.canMount(.ext2OnLoopDevice), "\(SmallFileSystem.unavailableReason)")
  )
  func aWriteThatFailsOnAFullDiskIsUndone() throws {
    try aFullDiskLeavesTheFileWhole(.ext2OnLoopDevice, "the disk is full; the file was left as it was")
  }

  func aFullDiskLeavesTheFileWhole(_ kind: SmallFileSystem.Kind, _ reason: String) throws {
    let fileSystem = try SmallFileSystem(kind, kilobytes: kind == .tmpfs ? 64 : 1024)
    defer { fileSystem.remove() }
    let path = fileSystem.url.appendingPathComponent("Tests.swift").path
    let original = Self.file.text
    try Data(original.utf8).write(to: URL(fileURLWithPath: path))
    fileSystem.fill()
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    let recordings = GeneratedTestFile.recordings(in: original, path: path)
    #expect(recordings.count == 40)
    for recording in recordings {
      #expect(recorder.record(recording.snapshot, replacing: nil, at: recording.site) == .recorded)
    }
    let report = recorder.flush()
    #expect(report.written.isEmpty)
    #expect(report.problems == ["Could not write 40 snapshots to \(path): \(reason)."])
    #expect(fileText(URL(fileURLWithPath: path)) == original)
  }
}
