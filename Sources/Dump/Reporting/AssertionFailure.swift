/// A failing assertion: what it says and where it was written.
package struct AssertionFailure: Sendable {
  package var message: String
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The place as compilers print it, `Module/File.swift:12`.
  var place: String { "\(fileID):\(line)" }
}
