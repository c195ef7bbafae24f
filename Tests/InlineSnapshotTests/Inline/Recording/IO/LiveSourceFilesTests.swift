import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

@Suite struct LiveSourceFilesTests {
  @Test func writesAndReadsBackExactBytes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    let text = "a\r\n\tb \u{FEFF}é\n"
    try Data("a longer text than the one written\n".utf8).write(to: URL(fileURLWithPath: path))
    try LiveSourceFiles().write(text, to: path, replacing: "a longer text than the one written\n")
    #expect(try LiveSourceFiles().read(path) == text)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
  }

  @Test func keepsAByteOrderMark() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    let bytes = Data([0xEF, 0xBB, 0xBF] + Array("import Testing\n".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    let text = try LiveSourceFiles().read(path)
    #expect(text.unicodeScalars.first == "\u{FEFF}")
    try LiveSourceFiles().write(text, to: path, replacing: text)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func recordingIntoAFileWithAByteOrderMarkKeepsIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    let source = "func test() {\n  assertInlineSnapshot(of: 1, as: .description)\n}\n"
    try Data([0xEF, 0xBB, 0xBF] + Array(source.utf8)).write(to: URL(fileURLWithPath: path))
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    let site = SnapshotSite(filePath: path, line: 2, column: 23)
    #expect(recorder.record("1", replacing: nil, at: site) == .recorded)
    #expect(recorder.flush().problems.isEmpty)
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(Array(written.prefix(3)) == [0xEF, 0xBB, 0xBF])
    #expect(String(decoding: written.dropFirst(3), as: UTF8.self).contains("    1\n"))
  }

  @Test func writingThroughASymlinkWritesItsTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.file("Target.swift").path
    let link = directory.file("Link.swift").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try LiveSourceFiles().write("new\n", to: link, replacing: "old\n")
    let type = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(type == .typeSymbolicLink)
    #expect(fileText(URL(fileURLWithPath: target)) == "new\n")
  }

  @Test(arguments: [0o755, 0o600, 0o644, 0o664])
  func writingKeepsTheFileAndItsMode(_ mode: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data("a longer old text\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    let before = try FileManager.default.attributesOfItem(atPath: path)
    try LiveSourceFiles().write("new\n", to: path, replacing: "a longer old text\n")
    let after = try FileManager.default.attributesOfItem(atPath: path)
    #expect(after[.posixPermissions] as? Int == mode)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(fileText(URL(fileURLWithPath: path)) == "new\n")
  }

  @Test func aReadOnlyFileIsRefusedWithAPlainMessage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let error = #expect(throws: SourceFileError.self) { try LiveSourceFiles().write("new\n", to: path, replacing: "old\n") }
    #expect(error?.message == "the file is read-only (mode 0444); make it writable and run the tests again")
    #expect(fileText(URL(fileURLWithPath: path)) == "old\n")
  }

  @Test func aFileWhoseFolderIsGoneIsAPlainMessage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Gone/Tests.swift").path
    let error = #expect(throws: SourceFileError.self) { try LiveSourceFiles().write("new\n", to: path, replacing: "old\n") }
    #expect(error?.message == "the file no longer exists (or its folder was moved)")
  }

  @Test func aMissingFileIsAReadableError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: SourceFileError.self) {
      try LiveSourceFiles().read(directory.file("Missing.swift").path)
    }
  }

  @Test func aFileThatIsNotUTF8IsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Latin1.swift").path
    try Data([0x63, 0x61, 0x66, 0xE9]).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: SourceFileError.self) { try LiveSourceFiles().read(path) }
    #expect(error?.message == "The file is not valid UTF-8.")
  }
}

/// The checks inside a write, one moment at a time.
@Suite struct InPlaceWriteTests {
  @Test func aSaveThatRacesTheWriteIsReportedWithTheOriginalTextSaved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data("original\n".utf8).write(to: URL(fileURLWithPath: path))
    let editor = EditorSave(path: path, text: "the editor's text\n", way: .inPlace, moment: 1)
    let files = LiveSourceFiles { step in
      if step == .replaced { editor.tick("\(step)") }
    }
    editor.arm()
    let error = #expect(throws: SourceFileChanged.self) {
      try files.write("recorded\n", to: path, replacing: "original\n")
    }
    #expect(fileText(URL(fileURLWithPath: path)) == "the editor's text\n")
    let message = try #require(error?.message)
    #expect(message.hasPrefix("another program wrote to \(path) while the snapshots were written"))
    let saved = try #require(message.components(separatedBy: "is saved in ").last)
    #expect(fileText(URL(fileURLWithPath: saved)) == "original\n")
    try? FileManager.default.removeItem(atPath: saved)
  }

  @Test func aFileThatNoLongerHoldsThePlannedTextIsNotWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data("saved by an editor\n".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: SourceFileChanged.self) {
      try LiveSourceFiles().write("recorded\n", to: path, replacing: "original\n")
    }
    #expect(error?.message == "\(path) changed just before the snapshots were to be written (an editor saved it?)")
    #expect(fileText(URL(fileURLWithPath: path)) == "saved by an editor\n")
  }
}
