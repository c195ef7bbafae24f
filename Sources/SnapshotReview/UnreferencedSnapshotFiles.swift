import Foundation
import InlineSnapshot

/// What `test --unreferenced=POLICY` does with the snapshot files no assertion read and no
/// test can own.
enum UnreferencedPolicy: String, CaseIterable, Sendable {
  /// List them; the exit status is the test run's.
  case warn
  /// Delete them, and the folders they leave empty.
  case delete
  /// List them and exit with status 1, for CI.
  case reject
}

/// Finds the snapshot files of a package that no assertion of a full test run read and that
/// no test in its sources could own.
enum UnreferencedSnapshotFiles {
  /// Whether a run can be judged, and if so, what it left unread.
  enum Verdict: Equatable {
    case notJudged(Reason)
    case judged(Judgement)
  }

  /// The files no test read in a judged run, by what the sources say of them. Paths are
  /// relative to the package, sorted.
  struct Judgement: Equatable {
    /// No test can own them: their test file is gone, or declares no test of their name.
    var unreferenced: [String] = []
    /// Their test exists but did not read them: skipped, gated, or its assertion not reached.
    var kept: [String] = []
    /// The tool cannot tell whether a test owns them: each file, its test file and why.
    var undecided: [UndecidedFile] = []
  }

  struct UndecidedFile: Equatable {
    var file: String
    var testFile: String
    var reason: SnapshotFileTestLookup.Unknown
  }

  /// Why a run is not judged: in each case some test may not have read its files.
  enum Reason: Equatable {
    /// The command line chose tests (`--filter`, `--skip`, a test name…): the argument.
    case filtered(String)
    /// `swift test` ended with a status other than 0 (passed) or 1 (tests failed).
    case incomplete(status: Int32)
    /// Test processes noted files but ended without their exit work (a crash, a signal).
    case unfinishedProcesses(Int)
    /// Snapshot files exist but no test process noted any file.
    case nothingNoted
  }

  /// Judges a run: `existing` and `run.paths` are both spelled by ``canonical(_:)``; each file
  /// no test read is looked up in the sources by `lookup`.
  static func judge(
    arguments: [String], status: Int32, run: SnapshotFileReferences.Run, existing: [String],
    root: URL, lookup: SnapshotFileTestLookup? = nil
  ) -> Verdict {
    if let argument = filteringArgument(in: arguments) { return .notJudged(.filtered(argument)) }
    guard status == 0 || status == 1 else { return .notJudged(.incomplete(status: status)) }
    guard run.unfinishedProcesses == 0 else {
      return .notJudged(.unfinishedProcesses(run.unfinishedProcesses))
    }
    let unread = existing.filter { !run.paths.contains($0) }
    guard !run.paths.isEmpty || unread.isEmpty else { return .notJudged(.nothingNoted) }
    var lookup = lookup ?? SnapshotFileTestLookup(root: root)
    var judgement = Judgement()
    for path in unread.sorted() {
      let file = relative(path, to: root)
      switch lookup.standing(of: path) {
      case .unreferenced: judgement.unreferenced.append(file)
      case .testExists: judgement.kept.append(file)
      case .unknown(let testFile, let reason):
        judgement.undecided.append(UndecidedFile(file: file, testFile: testFile, reason: reason))
      }
    }
    return .judged(judgement)
  }

  /// The first argument of `swift test` that runs only some tests: a filter, a skip, a
  /// framework left out, or a word that is no option's value (a test name).
  static func filteringArgument(in arguments: [String]) -> String? {
    var expectsValue = false
    for argument in arguments {
      if expectsValue {
        expectsValue = false
        continue
      }
      let name = String(argument.prefix { $0 != "=" })
      if filteringOptions.contains(name) || !argument.hasPrefix("-") { return argument }
      expectsValue = !argument.contains("=") && optionsWithValues.contains(argument)
    }
    return nil
  }

  static let filteringOptions: Set<String> = [
    "--filter", "--skip", "-s", "--specifier", "--disable-xctest", "--disable-swift-testing",
  ]

  /// `swift test` options whose value is the next argument.
  static let optionsWithValues: Set<String> = [
    "--package-path", "--traits", "-c", "--configuration", "--build-path", "--scratch-path",
    "--cache-path", "--config-path", "--security-path", "--swift-sdks-path", "--toolchain",
    "--triple", "--sdk", "--swift-sdk", "-Xswiftc", "-Xcc", "-Xcxx", "-Xlinker",
    "-Xbuild-tools-swiftc", "-Xmanifest", "-j", "--jobs", "--num-workers", "--xunit-output",
    "--attachments-path", "--build-system", "--sanitize", "--event-stream-output-path",
    "--event-stream-version", "--experimental-event-stream-output",
    "--experimental-event-stream-version", "--default-registry-url", "--netrc-file",
    "--manifest-cache", "--pkg-config-path", "--arch",
  ]

  /// The snapshot files of the package at `root`: every file under a `__Snapshots__` folder
  /// (hidden ones and `.build` left out), and in the folder of a `referenced` file outside
  /// such a folder (a `snapshotDirectory:`), the files named like a snapshot
  /// (`test.1.txt`) with a path extension a referenced file there has.
  static func existingFiles(in root: URL, referenced: Set<String>) -> [String] {
    let fileManager = FileManager.default
    var found: Set<String> = []
    let enumerator = fileManager.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey],
      options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
      guard isFile == true, url.pathComponents.contains("__Snapshots__") else { continue }
      found.insert(canonical(url.path))
    }
    var extensionsByFolder: [String: Set<String>] = [:]
    for path in referenced where !path.contains("/__Snapshots__/") {
      let url = URL(fileURLWithPath: path)
      extensionsByFolder[url.deletingLastPathComponent().path, default: []]
        .insert(url.pathExtension)
    }
    for (folder, extensions) in extensionsByFolder {
      let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !name.hasPrefix(".") && name.split(separator: ".").count >= 3 {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        guard extensions.contains(url.pathExtension) else { continue }
        found.insert(canonical(url.path))
      }
    }
    return found.sorted()
  }

  /// A path spelled one way, whichever way a test or the file system spelled it.
  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  static func relative(_ path: String, to root: URL) -> String {
    let prefix = canonical(root.path) + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Deletes `paths` (relative to `root`) and the folders they leave empty, up to `root`;
  /// returns the paths deleted and the problems.
  static func delete(_ paths: [String], in root: URL) -> (deleted: [String], problems: [String]) {
    let fileManager = FileManager.default
    let top = canonical(root.path)
    var deleted: [String] = []
    var problems: [String] = []
    for path in paths {
      let url = URL(fileURLWithPath: top).appendingPathComponent(path)
      do {
        try fileManager.removeItem(at: url)
        deleted.append(path)
      } catch {
        problems.append("could not delete \(path): \(error)")
        continue
      }
      var folder = url.deletingLastPathComponent()
      while folder.path.hasPrefix(top + "/"),
        (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
      {
        try? fileManager.removeItem(at: folder)
        folder = folder.deletingLastPathComponent()
      }
    }
    return (deleted, problems)
  }
}
