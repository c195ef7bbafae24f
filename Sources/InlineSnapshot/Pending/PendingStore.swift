import Foundation

/// The folder where test processes save snapshots for review, one batch file per process.
///
/// By default `.build/verbatim/pending` in the project root (``projectRoot(containing:)``),
/// which `swift package clean` clears and `.gitignore` usually ignores already;
/// `VERBATIM_PENDING_DIR` moves it (a CI artifact folder, a test host that may not write the
/// checkout). Each process writes its own file, atomically, so parallel and successive
/// processes never race; the review tool merges them.
package struct PendingStore: Sendable {
  /// The variable that moves the store.
  static let directoryVariable = "VERBATIM_PENDING_DIR"

  /// The folder holding the batches.
  package var directory: URL

  init(directory: URL) {
    self.directory = directory
  }

  /// The store of the package at `packageRoot`, or the one `VERBATIM_PENDING_DIR` names
  /// (relative to the current directory when relative).
  package init(packageRoot: URL, environment: [String: String]) {
    if let moved = environment[Self.directoryVariable], !moved.isEmpty {
      directory = URL(fileURLWithPath: moved).standardizedFileURL
    } else {
      directory = packageRoot.appendingPathComponent(".build/verbatim/pending")
    }
  }

  /// The nearest folder at or above `path` that holds a `Package.swift`, if any.
  static func packageRoot(containing path: String) -> URL? {
    nearestFolder(from: URL(fileURLWithPath: path), holding: "Package.swift")
  }

  /// The folder a test file's pending snapshots belong to, and their paths are relative to:
  /// the package holding it, else (an Xcode project) the top of its git repository, else
  /// `nil`. The review tool finds the same folder from where it is run, so the rule is one.
  package static func projectRoot(containing path: String) -> URL? {
    packageRoot(containing: path) ?? repositoryTop(of: URL(fileURLWithPath: path))
  }

  /// Why batches cannot be saved here, in one line, or `nil` when the folder exists or was
  /// just created and can be written to.
  func writeRefusal() -> String? {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return "the pending store \(directory.path) cannot be created (\(error.localizedDescription))"
    }
    guard FileManager.default.isWritableFile(atPath: directory.path) else {
      return "the pending store \(directory.path) is not writable"
    }
    return nil
  }

  /// The top of the git repository holding `folder` (the nearest folder at or above it that
  /// holds a `.git`), if any.
  package static func repositoryTop(of folder: URL) -> URL? {
    nearestFolder(from: folder, holding: ".git")
  }

  private static func nearestFolder(from start: URL, holding name: String) -> URL? {
    var folder = start.standardizedFileURL
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Writes `batch` as a new file of the store (a temporary file, then a rename) and returns
  /// its URL.
  @discardableResult
  func save(_ batch: PendingBatch) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let name =
      "\(batch.createdAt)-\(batch.process.pid)-\(UUID().uuidString.prefix(8)).json"
    let url = directory.appendingPathComponent(name)
    try batch.encoded().write(to: url, options: .atomic)
    return url
  }

  /// The batch files, oldest first (names start with the creation time).
  package func batchFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }
}
