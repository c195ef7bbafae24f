import Foundation

/// The snapshots one test process saved for review: one file of the pending store.
///
/// Holds what a later, safe application needs: the text each file was compiled from (to find
/// the calls again after the file moved on), the snapshot each test ran with and the one it
/// produced. JSON, so editors and scripts can read it; paths are relative to the package root,
/// so a batch made on CI applies to another checkout.
package struct PendingBatch: VersionedJSON, Equatable, Sendable {
  package static let currentFormat = "verbatim-pending 1"
  package static let kind = "pending-snapshot batch"

  var format: String = Self.currentFormat
  /// When the batch was written, in nanoseconds since 1970: the newer batch wins.
  package var createdAt: Int64
  /// The process that wrote it.
  package var process: TestProcess
  /// Each file's text as the test binary was compiled from it, by path.
  package var sources: [String: Source]
  /// The snapshots to review, of closures and of files.
  package var entries: [Entry]
  /// The places whose assertions passed in this run: older entries for them are obsolete.
  package var passed: [Place]
  /// The package's folder relative to the top of its git repository (`""` at the top), so that
  /// the tool run in another package of the repository finds the files; `nil` outside git.
  package var packagePath: String?

  /// Whether it holds no snapshot to review.
  package var holdsNoEntries: Bool { entries.isEmpty }

  /// Whether it notes no pass.
  package var holdsNoPasses: Bool { passed.isEmpty }

  init(
    createdAt: Int64,
    process: TestProcess,
    sources: [String: Source] = [:],
    entries: [Entry] = [],
    passed: [Place] = [],
    packagePath: String? = nil
  ) {
    self.createdAt = createdAt
    self.process = process
    self.sources = sources
    self.entries = entries
    self.passed = passed
    self.packagePath = packagePath
  }

  package struct TestProcess: Codable, Equatable, Sendable {
    var pid: Int32
    /// When the test binary was built: entries of one build that disagree are conflicts.
    package var testBinaryBuiltAt: Int64?

    init(pid: Int32, testBinaryBuiltAt: Int64?) {
      self.pid = pid
      self.testBinaryBuiltAt = testBinaryBuiltAt
    }
  }

  package struct Source: Codable, Equatable, Sendable {
    package var compiledText: String

    init(compiledText: String) {
      self.compiledText = compiledText
    }
  }

  /// One snapshot closure of one call, located in the compiled text.
  package struct Site: Codable, Hashable, Sendable {
    /// The path relative to the package root.
    package var file: String
    package var line: Int
    package var column: Int
    package var closure: Closure
    /// The closure's entry, when it holds one snapshot per argument; absent otherwise.
    package var key: SnapshotKey?

    init(file: String, line: Int, column: Int, closure: Closure, key: SnapshotKey? = nil) {
      self.file = file
      self.line = line
      self.column = column
      self.closure = closure
      self.key = key
    }
  }

  /// Which closure of a call, as ``InlineSnapshotSyntaxDescriptor`` says.
  package struct Closure: Codable, Hashable, Sendable {
    package var label: String
    package var offset: Int
    var deprecatedLabels: [String]

    init(_ descriptor: InlineSnapshotSyntaxDescriptor) {
      self.label = descriptor.trailingClosureLabel
      self.offset = descriptor.trailingClosureOffset
      self.deprecatedLabels = descriptor.deprecatedTrailingClosureLabels
    }

    package var syntaxDescriptor: InlineSnapshotSyntaxDescriptor {
      InlineSnapshotSyntaxDescriptor(
        deprecatedTrailingClosureLabels: deprecatedLabels,
        trailingClosureLabel: label,
        trailingClosureOffset: offset
      )
    }
  }

  /// Where a snapshot is written: a closure of a call in a test file, or a snapshot file.
  package enum Place: Hashable, Sendable {
    case closure(Site)
    /// A snapshot file, by its path relative to the package root.
    case file(String)

    /// The path of the test file holding the closure, or of the snapshot file.
    package var file: String {
      switch self {
      case .closure(let site): site.file
      case .file(let path): path
      }
    }

    /// The closure, for a closure's place.
    package var site: Site? {
      guard case .closure(let site) = self else { return nil }
      return site
    }
  }

  /// A snapshot to review.
  package struct Entry: Equatable, Sendable {
    /// Unique across batches: what accepting or rejecting removes.
    package var id: String
    package var place: Place
    /// The test file whose assertion produced it, relative to the package root: for a closure,
    /// the file holding it.
    package var testFile: String
    /// The test function that ran the assertion.
    package var test: String
    /// `missing` (no snapshot yet) or `mismatch`.
    package var reason: String
    /// The snapshot the test ran with; `nil` when the closure or file was absent.
    package var old: String?
    /// The snapshot it produced; `nil` removes the closure (a file's is never `nil`).
    package var new: String?
    /// `new` without its redactions, when the strategy redacted something: what the reviewer
    /// checks the placeholders against. Absent from batches written before it existed.
    package var unredacted: String?

    /// - Parameter testFile: The test file, for a snapshot file; a closure's is its file.
    init(
      id: String = UUID().uuidString,
      place: Place,
      testFile: String? = nil,
      test: String,
      old: String?,
      new: String?,
      unredacted: String? = nil
    ) {
      self.id = id
      self.place = place
      self.testFile = testFile ?? place.file
      self.test = test
      self.reason = old == nil ? "missing" : "mismatch"
      self.old = old
      self.new = new
      self.unredacted = unredacted
    }
  }
}
