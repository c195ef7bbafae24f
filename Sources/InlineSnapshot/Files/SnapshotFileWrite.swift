import Foundation

/// Writes snapshot files whole or not at all.
package enum SnapshotFileWrite {
  /// Replaces (or creates) `file` with `data`, creating its folder: the data goes to a
  /// temporary file beside it that is then renamed over it, so a crash or a full disk never
  /// leaves a partial snapshot that a later run would compare against.
  package static func replace(_ file: URL, with data: Data) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file, options: .atomic)
  }
}
