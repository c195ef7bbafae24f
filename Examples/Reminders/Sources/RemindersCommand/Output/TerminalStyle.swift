import Foundation
import Reminders

/// How text is dressed: colors only on a terminal (never with `NO_COLOR`, always with
/// `CLICOLOR_FORCE`), and lines that fit the terminal's width.
struct TerminalStyle: Sendable {
  var usesColor: Bool
  var width: Int
  /// Whether output goes to a terminal, where `watch` can redraw the screen.
  var isTerminal = false

  init(usesColor: Bool, width: Int) {
    self.usesColor = usesColor
    self.width = width
  }

  init(environment: RunEnvironment) {
    let variables = environment.variables
    let noColor = variables["NO_COLOR"].map { !$0.isEmpty } ?? false
    let forced = variables["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
    usesColor = !noColor && (forced || environment.isTerminal)
    width = max(40, environment.terminalWidth ?? 100)
    isTerminal = environment.isTerminal
  }

  /// The terminal's columns: `COLUMNS`, else what the terminal says, else nil.
  static func width(variables: [String: String]) -> Int? {
    if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return nil
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func orange(_ text: String) -> String { wrap(text, "33") }
  func highlighted(_ text: String) -> String { wrap(text, "1;7") }

  /// Text in a list's color, as 24-bit color.
  func colored(_ text: String, _ color: ListColor) -> String {
    wrap(text, "38;2;\(color.red);\(color.green);\(color.blue)")
  }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
