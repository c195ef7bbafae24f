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
