import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The review tool's terminal: what it prints and the keys it reads.
///
/// The seam between the review and the process's standard streams; tests pass a scripted one.
package protocol Console: AnyObject {
  /// Whether standard input and output are a terminal, so the review can ask questions.
  var isInteractive: Bool { get }
  /// Whether to colour the output (a terminal, and `NO_COLOR` unset or empty).
  var usesColor: Bool { get }
  func write(_ text: String)
  func writeError(_ text: String)
  /// The next key pressed, without waiting for Return; `nil` at the end of input.
  func readKey() -> Character?
}

/// The process's standard streams.
package final class StandardConsole: Console {
  package let isInteractive: Bool
  package let usesColor: Bool

  package init(environment: [String: String]) {
    isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    usesColor = isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
  }

  package func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  package func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  package func readKey() -> Character? {
    // One key at a time: no line buffering and no echo while reading it. Control-C arrives
    // as a key (the review quits), so the terminal is always set back.
    var saved = termios()
    let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if isTerminal {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }
    defer { if isTerminal { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return nil }
      return Character(Unicode.Scalar(byte))
    }
  }
}
