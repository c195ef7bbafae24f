import ArgumentParser
import DatabaseDependency
import Dependencies
import Dispatch
import Foundation
import GRDB
import Reminders

/// `reminders watch [<detail>]`: a screen that redraws when the database changes.
struct Watch: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the overview or a list, and redraw it whenever the database changes.",
    discussion: """
      Changes made by other 'reminders' processes show within the polling interval (SQLite's \
      data_version is checked). Ctrl-C ends it and leaves the terminal as it was.
      """
  )

  @Argument(help: "A list's title, a smart list or #tag (default: the overview).")
  var detail: String?

  @Option(help: ArgumentHelp("Seconds between checks for changes.", valueName: "seconds"))
  var interval: Double = 0.5

  // For tests: stop after so many frames, or seconds.
  @Option(help: .hidden)
  var maxRedraws: Int?

  @Option(help: .hidden)
  var maxSeconds: Double?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    guard interval > 0, interval <= 60 else { throw ValidationError("--interval is between 0 and 60 seconds.") }
  }

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let name = detail
    let resolved = try name.map { name in try database.read { db in try Detail.designated(by: name, db) } }
    let screen = WatchedScreen(detail: resolved)
    let fullScreen = context.terminal.isTerminal && !context.json
    let interval = self.interval
    let maxRedraws = self.maxRedraws
    let deadline = maxSeconds.map { ContinuousClock.now + .seconds($0) }

    let loop = Task { @MainActor in
      var lastVersion: Int?
      var redraws = 0
      while !Task.isCancelled {
        if let deadline, ContinuousClock.now >= deadline { return }
        let version = try await database.read(DataVersion.fetch)
        if version != lastVersion {
          lastVersion = version
          try screen.draw(in: context, clearing: fullScreen, frame: redraws)
          redraws += 1
          if let maxRedraws, redraws >= maxRedraws { return }
        }
        try await Task.sleep(for: .seconds(interval))
      }
    }
    // Ctrl-C ends the loop instead of the process, so that the terminal is restored.
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler { loop.cancel() }
    interrupt.resume()
    if fullScreen { context.output.write("\u{1B}[?1049h\u{1B}[?25l") }
    let result = await loop.result
    interrupt.cancel()
    signal(SIGINT, SIG_DFL)
    if fullScreen { context.output.write("\u{1B}[?25h\u{1B}[?1049l") }
    if case .failure(let error) = result, !(error is CancellationError) { throw error }
  }
}

/// The screen `watch` redraws: the overview or a detail.
@MainActor
private struct WatchedScreen {
  let root: RootModel?
  let detail: DetailModel?

  init(detail: Detail?) {
    self.detail = detail.map { DetailModel(detail: $0, pageSize: nil) }
    self.root = detail == nil ? RootModel() : nil
  }

  func draw(in context: CommandContext, clearing: Bool, frame: Int) throws {
    var lines: [String]
    if let detail {
      try detail.query.load()
      if context.json { return try context.printJSON(detail.state.rows.map(ReminderJSON.init)) }
      lines = DetailText.lines(detail.state, time: context.time, style: context.terminal)
    } else if let root {
      try root.query.load()
      if context.json { return try context.printJSON(RootJSON(root.state)) }
      lines = RootText.lines(root.state, style: context.terminal)
    } else {
      lines = []
    }
    if clearing {
      context.output.write("\u{1B}[H\u{1B}[2J")
      lines.append(context.terminal.dim("Watching for changes; Ctrl-C to stop."))
    } else if frame > 0 {
      context.print()
    }
    lines.forEach(context.print)
  }
}
