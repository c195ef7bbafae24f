import Foundation
import InlineSnapshot
import Testing
@testable import RemindersCommand

/// What opening the database file refuses, with the file system's answers injected where a
/// test cannot cause them for every user (root writes to read-only folders).
struct DatabaseOpenerTests {
  // The message names a fresh temporary folder on every run: scrubbed, the rest reads whole.
  @Test(.snapshots(redacting: [.scrubbing(.temporaryPaths)]))
  func aReadOnlyFolderIsRefused() throws {
    let folder = try ScratchFolder()
    let location = DatabaseLocation(path: folder.path("r.sqlite"), isDefault: false)
    #expect(throws: CommandError.unwritableFolder(folder.url.path)) {
      try DatabaseOpener.open(location, sampleData: true, isWritable: { $0 != folder.url.path })
    }
    #expect(!FileManager.default.fileExists(atPath: location.path), "nothing is created")
    assertInlineSnapshot(of: CommandError.unwritableFolder(folder.url.path), as: .description) {
      """
      The database cannot be written: TemporaryPath(<1>) is read-only.
      """
    }
  }

  @Test func aReadOnlyFileIsRefused() throws {
    let folder = try ScratchFolder()
    let location = DatabaseLocation(path: folder.path("r.sqlite"), isDefault: false)
    try Data().write(to: URL(fileURLWithPath: location.path))
    #expect(throws: CommandError.unwritableFolder(location.path)) {
      try DatabaseOpener.open(location, sampleData: true, isWritable: { $0 != location.path })
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: location.path)).isEmpty, "the file is left as it was")
  }
}
