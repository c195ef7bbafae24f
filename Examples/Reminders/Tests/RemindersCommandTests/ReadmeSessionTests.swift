import Dump
import Foundation
import InlineSnapshot
import RemindersTestSupport
import Testing

/// The session the README shows is a transcript file, recorded and reviewed like any snapshot:
/// `__Snapshots__/ReadmeSessionTests/readmeSession.1.md`, the commands below run in order
/// against the sample database (now pinned to 2009-02-13 23:31:30 UTC). The README holds the
/// file's text after `<!-- reminders-session -->`.
@Suite(.remindersDatabase)
@MainActor
struct ReadmeSessionTests {
  static let commands: [[String]] = [
    [],
    ["show", "personal"],
    ["add", "Buy milk", "--list", "Family", "--due", "tomorrow 9am", "--priority", "high", "--tag", "errands"],
    ["complete", "5"],
    ["show", "today", "--show-completed"],
    ["search", "MILK"],
  ]

  @Test func readmeSession() async throws {
    var session = Transcript()
    for arguments in Self.commands {
      let run = await reminders(arguments)
      #expect(run.status == 0, "\(arguments): \(run.errors)")
      session.append(run.transcript)
    }
    assertSnapshot(of: session, as: .markdownTranscript)

    let recorded = try String(contentsOf: Self.snapshotFile, encoding: .utf8)
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let shown = try #require(Self.block(after: "<!-- reminders-session -->", in: readme),
      "README.md has no block after <!-- reminders-session -->")
    expectNoDifference(
      shown, recorded.trimmingCharacters(in: .newlines),
      "README.md's session should be the text of \(Self.snapshotFile.lastPathComponent)")
  }

  /// A reader pastes the session's command lines into a shell: each must give back the
  /// arguments that ran.
  @Test func commandLinesReadBackInAShell() throws {
    let recorded = try String(contentsOf: Self.snapshotFile, encoding: .utf8)
    let prompt = "$ reminders"
    let lines = recorded.split(separator: "\n").filter { $0.hasPrefix(prompt) }
    try #require(lines.count == Self.commands.count, "\(lines)")
    for (line, arguments) in zip(lines, Self.commands) {
      let words = line.dropFirst(prompt.count)
      let shell = Command("/bin/sh", "-c", "for word in\(words); do printf '%s\\n' \"$word\"; done")
      let step = try #require(try shell.run().steps.first)
      let read = String(decoding: step.output.bytes, as: UTF8.self)
      #expect(read == arguments.map { $0 + "\n" }.joined(), "\(line)")
      #expect(step.termination == .exited(0), "\(line)")
    }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let snapshotFile = folder
    .appendingPathComponent("__Snapshots__/ReadmeSessionTests/readmeSession.1.md")
  // The repository's README: Examples/Reminders/Tests/RemindersCommandTests/ is four folders down.
  static let readme = folder
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The fenced block after `marker`, its fences included.
  static func block(after marker: String, in text: String) -> String? {
    guard let start = text.range(of: marker) else { return nil }
    let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
    else { return nil }
    return lines[open...close].joined(separator: "\n")
  }
}
