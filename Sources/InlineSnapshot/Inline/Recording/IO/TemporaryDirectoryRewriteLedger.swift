import Foundation

/// A ledger kept in the temporary directory, one file per source file.
///
/// Entries are written and read while the source file is locked (see ``LiveSourceFiles``).
/// An entry that is lost or damaged only makes a later process refuse to record (the file
/// changed after its build and nothing says from what), never write into the wrong call.
package struct TemporaryDirectoryRewriteLedger: RewriteLedger {
  let directory: URL

  /// The ledger shared by every test process of the user.
  static let defaultDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("verbatim-inline-snapshot-history")

  package init(directory: URL = defaultDirectory) {
    self.directory = directory
  }

  package func history(of path: String) -> [RecordedText] {
    guard let data = try? Data(contentsOf: entryURL(for: path)) else { return [] }
    return Self.decode(Array(data)) ?? []
  }

  package func setHistory(_ history: [RecordedText], of path: String) {
    // Best effort: without the entry, a later process refuses to record rather than guess.
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? Data(Self.encode(history)).write(to: entryURL(for: path), options: .atomic)
  }

  /// Deletes the entries not written since `time`: no process built after that needs them.
  func removeEntries(notModifiedSince time: Int64) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names {
      let path = directory.appendingPathComponent(name).path
      guard let modified = try? LiveSourceFiles().modificationTime(of: path), modified < time
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  private func entryURL(for path: String) -> URL {
    // Every path to the file (symlinks, hard links, `..`) names one entry. An entry left by a
    // deleted file whose inode is reused holds texts the new file does not: it is not used.
    let key =
      LiveSourceFiles().identity(of: path)
      ?? URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return directory.appendingPathComponent(Self.fingerprint(key))
  }

  private static let header = Array("verbatim-rewrite-history 2\n".utf8)

  /// The header, then per text a line `time byteCount` followed by the text's bytes.
  static func encode(_ history: [RecordedText]) -> [UInt8] {
    var bytes = header
    for entry in history {
      bytes += Array("\(entry.changeTime) \(entry.text.utf8.count)\n".utf8)
      bytes += Array(entry.text.utf8)
    }
    return bytes
  }

  static func decode(_ bytes: [UInt8]) -> [RecordedText]? {
    guard bytes.starts(with: header) else { return nil }
    var history: [RecordedText] = []
    var index = header.count
    while index < bytes.count {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let fields = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
      guard
        fields.count == 2, let time = Int64(fields[0]), let count = Int(fields[1]),
        count >= 0, count <= bytes.count - newline - 1
      else { return nil }
      let start = newline + 1
      let text = String(decoding: bytes[start..<start + count], as: UTF8.self)
      history.append(RecordedText(text: text, changeTime: time))
      index = start + count
    }
    return history
  }

  // FNV-1a: stable across processes, unlike `Hasher`.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
