import Foundation

/// A copy of a file's original text, kept where a write that could not be undone says.
enum RecoveryFile {
  /// The folder recovery copies go to.
  static let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("verbatim-inline-snapshot-recovery")

  /// Where the text was saved, or the text itself when it could not be saved anywhere.
  enum Saved: CustomStringConvertible {
    case file(String)
    case unsaved(text: String, reason: String)

    var description: String {
      switch self {
      case .file(let path): "its text before recording is saved in \(path)"
      case .unsaved(let text, let reason):
        """
        its text before recording could not be saved (\(reason)); here it is, between the \
        lines:
        ----8<----
        \(text)
        ----8<----
        """
      }
    }
  }

  /// Saves `bytes`, the text `path` had, under a new name in ``directory``.
  static func save(_ bytes: [UInt8], of path: String) -> Saved {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let stamp = Int(Date().timeIntervalSince1970 * 1000)
    let copy = directory.appendingPathComponent(
      "\(name).\(stamp).\(ProcessInfo.processInfo.processIdentifier).original"
    )
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(bytes).write(to: copy, options: .withoutOverwriting)
      return .file(copy.path)
    } catch {
      return .unsaved(text: String(decoding: bytes, as: UTF8.self), reason: "\(error)")
    }
  }
}
