import Dump
import Foundation

/// The snapshot files this test process's assertions looked for, noted only while
/// `VERBATIM_REFERENCES_DIR` names a folder (as `verbatim-snapshots test --unreferenced` sets
/// it), so that the tool can find the files no assertion read.
///
/// Each process marks itself started in the folder on its first note and writes its set at exit
/// (``RecordingSession/registerExitWork()``), then removes the mark: a mark left behind means a
/// process that ended without its exit work (a crash, a signal), so the run is not judged.
package final class SnapshotFileReferences: Sendable {
  /// The environment variable naming the folder.
  package static let environmentKey = "VERBATIM_REFERENCES_DIR"
  static let startedExtension = "started"
  static let referencesExtension = "references"

  /// The folder to write into; `nil` when nothing is noted.
  let directory: URL?
  private let token: String
  private let paths = Locked<Set<String>>([])

  init(environment: [String: String]) {
    directory = environment[Self.environmentKey].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
  }

  /// Notes that an assertion looked for `file`, whether it was there or not.
  func note(_ file: URL) {
    guard let directory else { return }
    let path = file.standardizedFileURL.path
    let first = paths.withLock { paths in
      defer { paths.insert(path) }
      return paths.isEmpty
    }
    if first {
      // A mark that cannot be written loses only the crash check: the review tool still keeps
      // every file whose test exists (SnapshotFileTestLookup).
      _ = FileManager.default.createFile(
        atPath: mark(in: directory, Self.startedExtension).path, contents: Data())
    }
  }

  /// Writes the noted paths, one a line, and removes the started mark; returns the problems.
  func save() -> [String] {
    guard let directory else { return [] }
    let noted = paths.withLock { $0 }
    guard !noted.isEmpty else { return [] }
    let text = noted.sorted().map { $0 + "\n" }.joined()
    do {
      try Data(text.utf8).write(
        to: mark(in: directory, Self.referencesExtension), options: .atomic)
      try FileManager.default.removeItem(at: mark(in: directory, Self.startedExtension))
      return []
    } catch {
      return ["could not save the snapshot files this process read in \(directory.path): \(error)"]
    }
  }

  private func mark(in directory: URL, _ pathExtension: String) -> URL {
    directory.appendingPathComponent(token).appendingPathExtension(pathExtension)
  }

  /// What the test processes of one run wrote into `directory`.
  package struct Run: Equatable, Sendable {
    /// The standardized paths of every snapshot file an assertion looked for.
    package var paths: Set<String>
    /// How many processes noted a file but ended before writing their set.
    package var unfinishedProcesses: Int
  }

  /// Reads the sets the processes of a run wrote into `directory`.
  package static func read(from directory: URL) -> Run {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var run = Run(paths: [], unfinishedProcesses: 0)
    for name in names {
      let url = directory.appendingPathComponent(name)
      switch url.pathExtension {
      case startedExtension:
        run.unfinishedProcesses += 1
      case referencesExtension:
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        run.paths.formUnion(text.split(separator: "\n").map(String.init))
      default:
        break
      }
    }
    return run
  }
}
