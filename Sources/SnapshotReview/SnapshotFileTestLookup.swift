import Foundation
import InlineSnapshot

/// Whether the test a snapshot file is named after still exists, for a file no test read in a
/// run: such a file is unreferenced only when nothing in the sources could own it.
///
/// A file `…/__Snapshots__/<TestFile>/<test>.….<ext>` belongs to `…/<TestFile>.swift`; any
/// other (a `snapshotDirectory:`) may belong to any Swift file of the package. The file's test
/// exists when one of those sources declares a function (or initializer, subscript, property)
/// whose `#function` cleans to `<test>`, or passes `testName:` a string that does
/// (``SnapshotFileTestNames``).
struct SnapshotFileTestLookup {
  /// Where a snapshot file no test read stands.
  enum Standing: Equatable {
    /// No source can own it: its test file is gone, or declares no test of its name.
    case unreferenced
    /// A source declares its test, which did not read it here: skipped by a trait, gated to
    /// another platform, or its assertion not reached. The test file, relative to the root.
    case testExists(testFile: String)
    /// The tool cannot tell, and why.
    case unknown(testFile: String, Unknown)
  }

  enum Unknown: Equatable {
    case unreadable
    case names(SnapshotFileTestNames.Unknown)
  }

  /// A source's text; `nil` when there is no such file, an error when it cannot be read.
  typealias Read = (URL) throws -> String?

  let root: URL
  let read: Read
  private var names: [String: Result<SnapshotFileTestNames, UnreadableSource>] = [:]
  private var packageSources: [String]?

  struct UnreadableSource: Error {}

  init(root: URL, read: @escaping Read = Self.readFromDisk) {
    self.root = root
    self.read = read
  }

  static func readFromDisk(_ url: URL) throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The standing of `path`, a canonical path of a snapshot file no test read.
  mutating func standing(of path: String) -> Standing {
    let url = URL(fileURLWithPath: path)
    let test = SnapshotFileTestNames.testName(ofFile: url.lastPathComponent)
    var unknown: Standing?
    for source in sources(of: url) {
      let relative = UnreferencedSnapshotFiles.relative(source, to: root)
      switch testNames(in: source) {
      case .success(.known(let known)):
        if known.contains(test) { return .testExists(testFile: relative) }
      case .success(.unknown(let reason)):
        unknown = unknown ?? .unknown(testFile: relative, .names(reason))
      case .failure:
        unknown = unknown ?? .unknown(testFile: relative, .unreadable)
      }
    }
    return unknown ?? .unreferenced
  }

  /// The test file of a file in `__Snapshots__/<TestFile>/`, else every Swift file of the
  /// package.
  private mutating func sources(of file: URL) -> [String] {
    let folder = file.deletingLastPathComponent()
    let snapshots = folder.deletingLastPathComponent()
    if snapshots.lastPathComponent == "__Snapshots__" {
      return [
        snapshots.deletingLastPathComponent()
          .appendingPathComponent(folder.lastPathComponent + ".swift").path
      ]
    }
    if let packageSources { return packageSources }
    let found = Self.swiftFiles(in: root)
    packageSources = found
    return found
  }

  private mutating func testNames(in source: String) -> Result<
    SnapshotFileTestNames, UnreadableSource
  > {
    if let cached = names[source] { return cached }
    let result: Result<SnapshotFileTestNames, UnreadableSource>
    do {
      result = .success(
        try read(URL(fileURLWithPath: source)).map(SnapshotFileTestNames.reading) ?? .known([]))
    } catch {
      result = .failure(UnreadableSource())
    }
    names[source] = result
    return result
  }

  /// The Swift files of the package, hidden ones and `.build` left out.
  static func swiftFiles(in root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var found: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      found.append(UnreferencedSnapshotFiles.canonical(url.path))
    }
    return found.sorted()
  }
}
