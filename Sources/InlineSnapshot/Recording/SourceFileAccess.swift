import Foundation

/// The file I/O recording needs: read a source file, replace it atomically.
///
/// The seam between recording and the disk; tests pass an in-memory or failing one.
package protocol SourceFileAccess: Sendable {
  /// The file's text. Throws when it cannot be read or is not UTF-8.
  func read(_ path: String) throws -> String
  /// Replaces the file with `text` so readers see either the old or the new file, never half.
  func write(_ text: String, to path: String) throws
}

/// Reads and writes the real files, writing through a temporary file and a rename.
package struct LiveSourceFiles: SourceFileAccess {
  package init() {}

  package func read(_ path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let text = String(data: data, encoding: .utf8) else {
      throw SourceFileError(message: "\(path) is not valid UTF-8.")
    }
    return text
  }

  package func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

/// A source file problem worth its own message.
package struct SourceFileError: Error, CustomStringConvertible {
  package var message: String
  package var description: String { message }
}
