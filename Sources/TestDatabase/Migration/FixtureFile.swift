import Foundation

/// Reads a fixture database file into memory, refusing what SQLite could not open as a whole.
enum FixtureFile {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func image(at path: String) throws(Failure) -> DatabaseImage {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Failure(description: "the fixture \(path) could not be read: \(error.localizedDescription)")
    }
    guard data.starts(with: Array("SQLite format 3\0".utf8)) else {
      throw Failure(description: "the fixture \(path) is not an SQLite database (it does not start with \"SQLite format 3\")")
    }
    // Rows still in a write-ahead log are not in the file: a copy of the file would lose them.
    let log = path + "-wal"
    if let attributes = try? FileManager.default.attributesOfItem(atPath: log),
      let size = attributes[.size] as? Int, size > 0
    {
      throw Failure(description: """
        the fixture \(path) has a write-ahead log, \(log), whose pages are not in the file: \
        checkpoint it (PRAGMA wal_checkpoint(TRUNCATE)) or close the app that wrote it
        """)
    }
    do {
      return try DatabaseImage.file(data)
    } catch {
      throw Failure(description: "the fixture \(path) could not be copied: \(error)")
    }
  }
}
