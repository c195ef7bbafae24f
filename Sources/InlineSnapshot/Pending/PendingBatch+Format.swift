// Pending/: the pending mode's store: batches saved for review, and the patches that accept them.

import Foundation

/// Format 1 on disk, as every version wrote it: the closures' entries and passes under
/// `entries` and `passed`, the files' under `fileEntries` and `passedFiles` (absent when there
/// is none, and from batches written before file snapshots). Kept as it is, so that stores and
/// bundles of any version load, and what is written is byte for byte what was.
extension PendingBatch {
  private enum Keys: String, CodingKey {
    case format, createdAt, process, sources, entries, passed, fileEntries, passedFiles
    case packagePath
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    format = try container.decode(String.self, forKey: .format)
    createdAt = try container.decode(Int64.self, forKey: .createdAt)
    process = try container.decode(TestProcess.self, forKey: .process)
    sources = try container.decode([String: Source].self, forKey: .sources)
    let closures = try container.decode([Entry.ClosureForm].self, forKey: .entries)
    let files = try container.decodeIfPresent([Entry.FileForm].self, forKey: .fileEntries)
    entries = closures.map(\.entry) + (files ?? []).map(\.entry)
    let passedClosures = try container.decode([Site].self, forKey: .passed)
    let passedFiles = try container.decodeIfPresent([String].self, forKey: .passedFiles)
    passed = passedClosures.map(Place.closure) + (passedFiles ?? []).map(Place.file)
    packagePath = try container.decodeIfPresent(String.self, forKey: .packagePath)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(format, forKey: .format)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(process, forKey: .process)
    try container.encode(sources, forKey: .sources)
    try container.encode(entries.compactMap(Entry.ClosureForm.init), forKey: .entries)
    let files = entries.compactMap(Entry.FileForm.init)
    if !files.isEmpty { try container.encode(files, forKey: .fileEntries) }
    try container.encode(passed.compactMap(\.site), forKey: .passed)
    let passedFiles = passed.compactMap { place -> String? in
      guard case .file(let path) = place else { return nil }
      return path
    }
    if !passedFiles.isEmpty { try container.encode(passedFiles, forKey: .passedFiles) }
    try container.encodeIfPresent(packagePath, forKey: .packagePath)
  }
}

extension PendingBatch.Entry {
  /// A closure's entry on disk.
  fileprivate struct ClosureForm: Codable {
    var id: String
    var site: PendingBatch.Site
    var test: String
    var reason: String
    var old: String?
    var new: String?
    var unredacted: String?

    init?(_ entry: PendingBatch.Entry) {
      guard let site = entry.place.site else { return nil }
      (id, self.site, test, reason) = (entry.id, site, entry.test, entry.reason)
      (old, new, unredacted) = (entry.old, entry.new, entry.unredacted)
    }

    var entry: PendingBatch.Entry {
      var entry = PendingBatch.Entry(
        id: id, place: .closure(site), test: test, old: old, new: new, unredacted: unredacted)
      entry.reason = reason
      return entry
    }
  }

  /// A snapshot file's entry on disk: its text is never `nil`.
  fileprivate struct FileForm: Codable {
    var id: String
    var file: String
    var testFile: String
    var test: String
    var reason: String
    var old: String?
    var new: String
    var unredacted: String?

    init?(_ entry: PendingBatch.Entry) {
      guard case .file(let file) = entry.place, let new = entry.new else { return nil }
      (id, self.file, testFile, test) = (entry.id, file, entry.testFile, entry.test)
      (reason, old, self.new, unredacted) = (entry.reason, entry.old, new, entry.unredacted)
    }

    var entry: PendingBatch.Entry {
      var entry = PendingBatch.Entry(
        id: id, place: .file(file), testFile: testFile, test: test, old: old, new: new,
        unredacted: unredacted)
      entry.reason = reason
      return entry
    }
  }
}
