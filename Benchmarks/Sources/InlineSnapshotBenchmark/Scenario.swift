import Foundation

/// A set of generated test files and the snapshot calls in them.
///
/// Half the calls have no snapshot closure yet, half have a stale one, so both libraries insert
/// and replace closures. Generation is deterministic: the child process that records rebuilds
/// the same list of calls from the scenario's name.
struct Scenario {
  struct Call {
    var fileIndex: Int
    var line: Int
    var column: Int
    var value: String
    /// The snapshot the call's closure holds, as the compiled test would pass it.
    var expected: String?
  }

  var name: String
  var files: [(path: StaticString, text: String)]
  var calls: [Call]

  static let all = [tenFiles, largeFile]

  /// 1,000 snapshots spread over 10 files.
  static var tenFiles: Scenario {
    generate(
      name: "1,000 snapshots in 10 files",
      paths: Array(BenchmarkPaths.small),
      callsPerFile: 100,
      fillerLinesPerCall: 0
    )
  }

  /// One 10,000-line file with 500 snapshots.
  static var largeFile: Scenario {
    generate(
      name: "500 snapshots in one 10,000-line file",
      paths: [BenchmarkPaths.large],
      callsPerFile: 500,
      fillerLinesPerCall: 14
    )
  }

  static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  private static func generate(
    name: String,
    paths: [StaticString],
    callsPerFile: Int,
    fillerLinesPerCall: Int
  ) -> Scenario {
    var files: [(StaticString, String)] = []
    var calls: [Call] = []
    for (fileIndex, path) in paths.enumerated() {
      var lines = ["import InlineSnapshot", "import Testing", "", "struct Generated\(fileIndex)Tests {"]
      for index in 0..<callsPerFile {
        lines.append("  @Test func snapshot\(index)() {")
        for filler in 0..<fillerLinesPerCall {
          lines.append(filler % 2 == 0 ? "    // Setting up case \(index), step \(filler)." : "    let step\(filler) = \(filler)")
        }
        let value = (1...5).map { "file \(fileIndex) snapshot \(index) line \($0)" }.joined(separator: "\n")
        lines.append("    assertInlineSnapshot(of: value\(index), as: .lines)")
        let isStale = index % 2 == 1
        calls.append(
          Call(
            fileIndex: fileIndex, line: lines.count, column: 25, value: value,
            expected: isStale ? "stale" : nil
          )
        )
        if isStale {
          lines[lines.count - 1] += " {"
          lines += ["      \"\"\"", "      stale", "      \"\"\"", "    }"]
        }
        lines.append("  }")
      }
      lines += ["}", ""]
      files.append((path, lines.joined(separator: "\n")))
    }
    return Scenario(name: name, files: files, calls: calls)
  }

  /// Writes the files afresh, replacing what a previous run recorded.
  func writeFiles() throws {
    try FileManager.default.createDirectory(
      atPath: BenchmarkPaths.directory, withIntermediateDirectories: true
    )
    for (path, text) in files {
      try text.write(toFile: "\(path)", atomically: true, encoding: .utf8)
    }
  }

  /// Whether every snapshot was written and no stale one is left.
  func recordedEverything() -> Bool {
    let texts = files.map { (try? String(contentsOfFile: "\($0.path)", encoding: .utf8)) ?? "" }
    guard !texts.contains(where: { $0.contains("stale") }) else { return false }
    return calls.allSatisfy { call in
      call.value.split(separator: "\n").allSatisfy { texts[call.fileIndex].contains($0 + "\n") }
    }
  }
}
