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
  /// The snapshots to review.
  package var entries: [Entry]
  /// Sites that passed in this run: older entries for them are obsolete.
  package var passed: [Site]
  /// The file snapshots to review; absent from batches written before file snapshots could be
  /// saved for review, and when there is none.
  package var fileEntries: [FileEntry]?
  /// The snapshot files (paths relative to the package root) whose assertions passed in this
  /// run: older file entries for them are obsolete. Absent as ``fileEntries`` is.
  package var passedFiles: [String]?
  /// The package's folder relative to the top of its git repository (`""` at the top), so that
  /// the tool run in another package of the repository finds the files; `nil` outside git.
  package var packagePath: String?

  /// Whether it holds no snapshot to review, inline or file.
  package var holdsNoEntries: Bool {
    entries.isEmpty && (fileEntries ?? []).isEmpty
  }

  /// Whether it notes no pass, of a closure or a file.
  package var holdsNoPasses: Bool {
    passed.isEmpty && (passedFiles ?? []).isEmpty
  }

  init(
    createdAt: Int64,
    process: TestProcess,
    sources: [String: Source] = [:],
    entries: [Entry] = [],
    passed: [Site] = [],
    fileEntries: [FileEntry]? = nil,
    passedFiles: [String]? = nil,
    packagePath: String? = nil
  ) {
    self.createdAt = createdAt
    self.process = process
    self.sources = sources
    self.entries = entries
    self.passed = passed
    self.fileEntries = fileEntries
    self.passedFiles = passedFiles
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

  /// A snapshot to review.
  package struct Entry: Codable, Equatable, Sendable {
    /// Unique across batches: what accepting or rejecting removes.
    package var id: String
    package var site: Site
    /// The test function that ran the assertion.
    package var test: String
    /// `missing` (no snapshot yet) or `mismatch`.
    package var reason: String
    /// The snapshot the test ran with; `nil` when the closure was absent.
    package var old: String?
    /// The snapshot it produced; `nil` removes the closure.
    package var new: String?
    /// `new` without its redactions, when the strategy redacted something: what the reviewer
    /// checks the placeholders against. Absent from batches written before it existed.
    package var unredacted: String?

    init(
      id: String = UUID().uuidString,
      site: Site,
      test: String,
      old: String?,
      new: String?,
      unredacted: String? = nil
    ) {
      self.id = id
      self.site = site
      self.test = test
      self.reason = old == nil ? "missing" : "mismatch"
      self.old = old
      self.new = new
      self.unredacted = unredacted
    }
  }

  /// A file snapshot to review: the whole text of one snapshot file, which accepting writes.
  package struct FileEntry: Codable, Equatable, Sendable {
    /// Unique across batches: what accepting or rejecting removes.
    package var id: String
    /// The snapshot file's path relative to the package root.
    package var file: String
    /// The test file whose assertion produced it, relative to the package root.
    package var testFile: String
    /// The test function that ran the assertion.
    package var test: String
    /// `missing` (no snapshot file yet) or `mismatch`.
    package var reason: String
    /// The file's text when the test ran; `nil` when there was no file.
    package var old: String?
    /// The text the test produced.
    package var new: String
    /// `new` without its redactions, when the strategy redacted something.
    package var unredacted: String?

    init(
      id: String = UUID().uuidString,
      file: String,
      testFile: String,
      test: String,
      old: String?,
      new: String,
      unredacted: String? = nil
    ) {
      self.id = id
      self.file = file
      self.testFile = testFile
      self.test = test
      self.reason = old == nil ? "missing" : "mismatch"
      self.old = old
      self.new = new
      self.unredacted = unredacted
    }
  }
}
