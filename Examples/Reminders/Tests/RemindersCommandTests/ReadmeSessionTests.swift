import Foundation
import RemindersTestSupport
import Testing
@testable import RemindersCommand

/// The session the README shows is real output: each `$ reminders …` line is run in order
/// against the sample database (now pinned to 2009-02-13 23:31:30 UTC), and what it prints
/// must be the lines that follow it.
@Suite(.remindersDatabase)
@MainActor
struct ReadmeSessionTests {
  @Test func readmeSessionIsWhatTheAppPrints() async throws {
    // The repository's README: Examples/Reminders/Tests/RemindersCommandTests/ is four folders down.
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let session = try #require(Self.session(in: text), "README.md has no reminders session block")
    try #require(!session.isEmpty, "README.md's reminders session has no '$ reminders' line")
    var actual: [String] = []
    for step in session {
      actual.append(step.commandLine)
      let environment = RunEnvironment.capturing(width: 100)
      let status = await CommandRunner.run(step.parsedArguments, in: environment)
      #expect(status == 0, "\(step.arguments): \(environment.errors.text)")
      actual += environment.output.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).dropLast()
    }
    let expected = session.flatMap { [$0.commandLine] + $0.output }
    #expect(actual == expected, "The README's session should read:\n\(actual.joined(separator: "\n"))")
  }

  struct Step {
    var arguments: [String]
    var output: [String]

    var commandLine: String { (["$ reminders"] + arguments).joined(separator: " ") }

    /// The arguments as a shell would split them (double quotes only).
    var parsedArguments: [String] {
      var result: [String] = []
      var current = ""
      var quoted = false
      var started = false
      for character in arguments.joined(separator: " ") {
        if character == "\"" { quoted.toggle(); started = true }
        else if character == " " && !quoted {
          if started { result.append(current) }
          current = ""
          started = false
        } else { current.append(character); started = true }
      }
      if started { result.append(current) }
      return result
    }
  }

  /// The steps of the block after `<!-- reminders-session -->`.
  static func session(in readme: String) -> [Step]? {
    guard let marker = readme.range(of: "<!-- reminders-session -->") else { return nil }
    let lines = readme[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
    var steps: [Step] = []
    for line in lines[(open + 1)...] {
      if line.hasPrefix("```") { break }
      if line.hasPrefix("$ reminders") {
        let command = line.dropFirst("$ reminders".count).trimmingCharacters(in: .whitespaces)
        steps.append(Step(arguments: command.isEmpty ? [] : [command], output: []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output.append(String(line))
      }
    }
    return steps
  }
}
