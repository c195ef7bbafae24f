import Foundation
import InlineSnapshot
import Testing

@Suite struct LiveSourceFilesTests {
  @Test func writesAndReadsBackExactBytes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    let text = "a\r\n\tb \u{FEFF}é\n"
    try LiveSourceFiles().write(text, to: path)
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
    try LiveSourceFiles().write(text, to: path)
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
