import Reminders
@testable import RemindersCommand
import Testing

struct TerminalStyleTests {
  func style(terminal: Bool, _ variables: [String: String]) -> TerminalStyle {
    var environment = RunEnvironment.capturing(variables: variables)
    environment.isTerminal = terminal
    return TerminalStyle(environment: environment)
  }

  @Test func colorsOnlyOnATerminal() {
    #expect(style(terminal: true, [:]).usesColor)
    #expect(!style(terminal: false, [:]).usesColor)
  }

  @Test func noColorAlwaysWins() {
    #expect(!style(terminal: true, ["NO_COLOR": "1"]).usesColor)
    #expect(!style(terminal: true, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]).usesColor)
  }

  @Test func clicolorForceColorsPipes() {
    #expect(style(terminal: false, ["CLICOLOR_FORCE": "1"]).usesColor)
    #expect(!style(terminal: false, ["CLICOLOR_FORCE": "0"]).usesColor)
  }

  @Test func listColorsAre24Bit() {
    let colored = TerminalStyle(usesColor: true, width: 80).colored("●", ListColor(rawValue: 0x4a99_efff))
    #expect(colored == "\u{1B}[38;2;74;153;239m●\u{1B}[0m")
    #expect(TerminalStyle(usesColor: false, width: 80).colored("●", .default) == "●")
  }
}

@Suite(.remindersDatabase)
@MainActor
struct ColoredOutputTests {
  @Test func searchHighlightsMatchesOnATerminal() async {
    let run = await reminders("search", "take", variables: ["CLICOLOR_FORCE": "1"])
    #expect(run.output.contains("\u{1B}[1;7mTake\u{1B}[0m out trash"))
    let plain = await reminders("search", "take", variables: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
    #expect(!plain.output.contains("\u{1B}["))
  }
}
