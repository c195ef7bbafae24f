import Dump
import Foundation
import Testing

@testable import InlineSnapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program that saves a file without taking recording's lock, as an editor does, at one
/// chosen moment of a flush: the `moment`-th file operation or write step after ``arm()``.
final class EditorSave: Sendable {
  enum Way: String, Sendable, CaseIterable {
    /// Truncates the file and writes the new text into it.
    case inPlace
    /// Writes a new file beside it and renames it over the old one.
    case byRename
  }

  let path: String
  let text: String
  let way: Way
  let moment: Int?
  private let state = Locked((armed: false, count: 0, steps: [String]()))

  /// An editor that saves `text` to `path` the `way` it says at `moment` (`nil`: never, only
  /// counting the moments).
  init(path: String, text: String, way: Way, moment: Int?) {
    self.path = path
    self.text = text
    self.way = way
    self.moment = moment
  }

  /// Starts counting moments.
  func arm() {
    state.withLock { $0.armed = true }
  }

  /// The moments seen so far, named.
  var steps: [String] {
    state.withLock { $0.steps }
  }

  /// One moment passes; saves if it is the chosen one.
  func tick(_ name: String) {
    let due = state.withLock { state -> Bool in
      guard state.armed else { return false }
      state.count += 1
      state.steps.append(name)
      return state.count == moment
    }
    if due { save() }
  }

  private func save() {
    let bytes = Array(text.utf8)
    switch way {
    case .inPlace:
      let descriptor = open(path, O_WRONLY | O_TRUNC)
      guard descriptor >= 0 else {
        Issue.record("the test's editor could not open \(path)")
        return
      }
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    case .byRename:
      let temporary = path + ".editor-save"
      guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
        Issue.record("the test's editor could not write \(temporary)")
        return
      }
      if rename(temporary, path) != 0 { Issue.record("the test's editor could not rename") }
    }
  }

  /// Real files, with this editor saving at its moment: before each file operation recording
  /// makes, inside its lock, and at each step of a write.
  var files: some SourceFileAccess {
    Files(editor: self, base: LiveSourceFiles(checkpoint: { [self] in tick("write: \($0)") }))
  }

  private struct Files: SourceFileAccess {
    let editor: EditorSave
    let base: LiveSourceFiles

    func read(_ path: String) throws -> String {
      editor.tick("read")
      return try base.read(path)
    }

    func write(_ text: String, to path: String, replacing expected: String) throws {
      editor.tick("write")
      try base.write(text, to: path, replacing: expected)
    }

    func changeTime(of path: String) throws -> Int64 {
      editor.tick("changeTime")
      return try base.changeTime(of: path)
    }

    func identity(of path: String) -> String? {
      base.identity(of: path)
    }

    func writeRefusal(for path: String) -> String? {
      base.writeRefusal(for: path)
    }

    func withExclusiveLock<Result>(on path: String, _ body: () throws -> Result) throws -> Result {
      editor.tick("lock")
      return try base.withExclusiveLock(on: path) {
        editor.tick("locked")
        return try body()
      }
    }
  }
}
