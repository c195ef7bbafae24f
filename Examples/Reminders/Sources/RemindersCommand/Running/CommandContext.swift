import Dependencies
import Foundation
import Reminders

/// Where a command writes, and how: the output streams, the terminal's abilities, the time.
@MainActor
final class CommandContext {
  /// Standard output.
  let output: TextStream
  /// Standard error, for notes that are not the command's result.
  let errors: TextStream
  /// Colors and width of the terminal, or plain text.
  let terminal: TerminalStyle
  /// Whether `--json` asked for scripts' output.
  let json: Bool

  init(output: TextStream, errors: TextStream, terminal: TerminalStyle, json: Bool) {
    self.output = output
    self.errors = errors
    self.terminal = terminal
    self.json = json
  }

  /// Now and the time zone, from the dependencies.
  var time: TimeContext { TimeContext.source()() }

  /// Writes a line to standard output.
  func print(_ line: String = "") { output.write(line + "\n") }

  /// Writes `value` as JSON (sorted keys, pretty) to standard output.
  func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    // Foundation spreads empty arrays and objects over lines; JSON strings never hold a raw
    // line feed, so a bracket followed by one is structure.
    let text = String(decoding: data, as: UTF8.self)
      .replacing(#/\[\n\s*\]/#, with: "[]")
      .replacing(#/\{\n\s*\}/#, with: "{}")
    print(text)
  }
}

/// A place text goes: the standard streams when run, a buffer in tests.
final class TextStream: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""
  private let handle: FileHandle?

  /// A stream that writes to `handle`.
  init(handle: FileHandle) { self.handle = handle }
  /// A stream that keeps what it is given, for tests.
  init() { self.handle = nil }

  func write(_ text: String) {
    lock.withLock {
      if let handle { handle.write(Data(text.utf8)) } else { buffer += text }
    }
  }

  /// What a buffer stream was given.
  var text: String { lock.withLock { buffer } }
}
