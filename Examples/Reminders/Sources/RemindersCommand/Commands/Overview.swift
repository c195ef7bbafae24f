import ArgumentParser
import Reminders

/// `reminders` (no command): the root screen.
struct Overview: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the smart lists' counts, the lists and the tags (the default)."
  )

  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let model = RootModel()
    try model.query.load()
    if context.json { return try context.printJSON(RootJSON(model.state)) }
    RootText.lines(model.state, style: context.terminal).forEach(context.print)
  }
}
