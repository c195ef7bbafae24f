import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Many tests recording into one file at once produce the same bytes as recording one by one.
@Suite struct ParallelRecordingTests {
  static let callCount = 300

  /// A test file with `callCount` calls, some with stale snapshots, some helpers with two closures.
  static func testFile() -> String {
    var lines = ["import InlineSnapshot", "", "struct GeneratedTests {"]
    for index in 0..<callCount {
      lines.append("  @Test func value\(index)() {")
      switch index % 3 {
      case 0:
        lines.append("    assertInlineSnapshot(of: \(index), as: .description)")
      case 1:
        lines += [
          "    assertInlineSnapshot(of: \(index), as: .description) {",
          "      \"\"\"",
          "      stale",
          "      \"\"\"",
          "    }",
        ]
      default:
        lines.append("    assertQuery(\(index))")
      }
      lines.append("  }")
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  /// Every recording the file needs: one per call, two for each helper call.
  static func recordings(in source: String, path: String) -> [(SnapshotSite, String, String?)] {
    var result: [(SnapshotSite, String, String?)] = []
    for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for name in ["assertInlineSnapshot", "assertQuery"] {
        guard let range = line.range(of: name + "(") else { continue }
        let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + name.utf8.count + 1
        let value = line[range.upperBound...].drop { !$0.isNumber }.prefix { $0.isNumber }
        if name == "assertQuery" {
          result.append((
            SnapshotSite(
              filePath: path, line: offset + 1, column: column,
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql")
            ),
            "SELECT \(value)",
            nil
          ))
          result.append((
            SnapshotSite(
              filePath: path, line: offset + 1, column: column,
              syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
                trailingClosureLabel: "results", trailingClosureOffset: 1
              )
            ),
            "\(value)",
            nil
          ))
        } else {
          let expected = line.hasSuffix("{") ? "stale" : nil
          result.append((SnapshotSite(filePath: path, line: offset + 1, column: column), "\(value)", expected))
        }
      }
    }
    return result
  }

  @Test func concurrentRecordingsMatchASerialRun() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source = Self.testFile()
    let serialPath = directory.file("Serial.swift").path
    let parallelPath = directory.file("Parallel.swift").path
    try source.write(toFile: serialPath, atomically: true, encoding: .utf8)
    try source.write(toFile: parallelPath, atomically: true, encoding: .utf8)

    let serial = SnapshotRecorder(files: LiveSourceFiles())
    for (site, value, expected) in Self.recordings(in: source, path: serialPath) {
      #expect(serial.record(value, replacing: expected, at: site) == .recorded)
    }
    #expect(serial.flush().problems.isEmpty)

    let parallel = SnapshotRecorder(files: LiveSourceFiles())
    // The helper records "sql" before "results", as a real helper does; calls run in any order.
    let byCall = Dictionary(grouping: Self.recordings(in: source, path: parallelPath)) { $0.0.line }
    await withTaskGroup(of: Void.self) { group in
      for recordings in byCall.values.shuffled() {
        group.addTask {
          for (site, value, expected) in recordings {
            #expect(parallel.record(value, replacing: expected, at: site) == .recorded)
          }
        }
      }
    }
    #expect(parallel.flush().problems.isEmpty)

    let serialText = try String(contentsOfFile: serialPath, encoding: .utf8)
    let parallelText = try String(contentsOfFile: parallelPath, encoding: .utf8)
    #expect(serialText == parallelText)
    #expect(serialText != source)
    #expect(!serialText.contains("stale"))
    #expect(serialText.components(separatedBy: "\"\"\"").count - 1 == 2 * (Self.callCount + Self.callCount / 3))
    for index in 0..<Self.callCount where index % 3 != 2 {
      #expect(serialText.components(separatedBy: "      \(index)\n").count == 2, "value \(index)")
    }
  }
}
