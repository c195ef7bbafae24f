import Foundation

/// The file I/O recording needs: read a source file, replace it atomically.
///
/// The seam between recording and the disk; tests pass an in-memory or failing one.
package protocol SourceFileAccess: Sendable {
  /// The file's exact text, byte order mark included. Throws when it cannot be read or is not
  /// UTF-8.
  func read(_ path: String) throws -> String
  /// Replaces the file with `text` so readers see either the old or the new file, never half.
  func write(_ text: String, to path: String) throws
}

/// Reads and writes the real files, writing through a temporary file and a rename.
package struct LiveSourceFiles: SourceFileAccess {
  package init() {}

  package func read(_ path: String) throws -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SourceFileError(message: error.localizedDescription)
    }
    // Decoded by the standard library, which keeps a byte order mark (Foundation drops it).
    let text = String(decoding: data, as: UTF8.self)
    guard text.utf8.elementsEqual(data) else {
      throw SourceFileError(message: "The file is not valid UTF-8.")
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
