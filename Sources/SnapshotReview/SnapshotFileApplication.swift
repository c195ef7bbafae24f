import Foundation
import InlineSnapshot

/// Writes accepted file snapshots: each file whole (`SnapshotFileWrite`), and only over the
/// text the test ran with, so that a file changed since the run is never overwritten.
///
/// `export --patch` asks the same plan, so the patch and an accept cannot disagree.
package struct SnapshotFileApplication {
  /// What accepting one file snapshot does to the file as it is now.
  enum Plan: Equatable {
    /// Write the new text over `current` (`nil`: create the file).
    case write(over: String?)
    /// The file holds the new text already.
    case alreadyWritten
    /// Nothing is written, for this reason.
    case refused(String)
  }

  /// Reads a snapshot file's text: `nil` when there is no file.
  var read: (String) throws -> String? = Self.readFile
  /// Writes a snapshot file whole.
  var write: (String, String) throws -> Void = { path, text in
    try SnapshotFileWrite.replace(URL(fileURLWithPath: path), with: Data(text.utf8))
  }

  package init() {}

  /// The text of the file at `path`, or `nil` when there is none; throws when it is not text.
  static func readFile(_ path: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  func plan(_ file: PendingFileSnapshot) -> Plan {
    switch file.status {
    case .ready: break
    case .stale(let reason): return .refused("\(reason); not applied.")
    case .conflicting:
      return .refused(
        "processes of one build produced different texts for it; review it to pick one.")
    case .disagreeing:
      return .refused(
        "\(file.disagreement ?? "jobs disagree"); pick one with 'review', or with --prefer JOB.")
    }
    let current: String?
    do {
      current = try read(file.path)
    } catch {
      return .refused("cannot be read as text (\(error.localizedDescription)); not applied.")
    }
    if current == file.entry.new { return .alreadyWritten }
    guard current == file.entry.old else {
      return .refused(
        (file.entry.old == nil ? "was created" : current == nil ? "was deleted" : "changed")
          + " since the test ran; not applied. Run the test again to compare with it.")
    }
    return .write(over: current)
  }

  /// Writes `files`; ready ones only, and each only over the text its test ran with.
  package func apply(_ files: [PendingFileSnapshot]) -> SnapshotApplication.Outcome {
    var outcome = SnapshotApplication.Outcome()
    for file in files {
      switch plan(file) {
      case .refused(let reason):
        outcome.problems.append("\(file.file): \(reason)")
      case .alreadyWritten:
        outcome.applied.append(file.entry.id)
      case .write:
        do {
          try write(file.path, file.entry.new)
          outcome.applied.append(file.entry.id)
          outcome.written.append("Wrote \(file.file)")
        } catch {
          outcome.problems.append("\(file.file): could not be written (\(error)); not applied.")
        }
      }
    }
    return outcome
  }

  /// The patch of what ``apply(_:)`` would write, paths as `git apply` in the repository of
  /// `root` takes them, and one line per file left out.
  package func patch(_ files: [PendingFileSnapshot], root: URL) -> (
    text: String, problems: [String]
  ) {
    var text = ""
    var problems: [String] = []
    for file in files {
      switch plan(file) {
      case .refused(let reason): problems.append("\(file.file): \(reason)")
      case .alreadyWritten: break
      case .write(let current):
        text += PendingPatch.snapshotFile(
          at: file.path, root: root, from: current, to: file.entry.new)
      }
    }
    return (text, problems)
  }
}
