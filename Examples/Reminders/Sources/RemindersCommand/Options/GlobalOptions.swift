import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("database"),
    help: ArgumentHelp(
      "The database file (default: $REMINDERS_DATABASE, else the platform's data folder).",
      valueName: "path"
    )
  )
  var databasePath: String?

  @Flag(help: "Start a new database empty, without the sample lists and reminders.")
  var noSampleData = false

  @Flag(help: "Print JSON for scripts instead of text.")
  var json = false
}

extension GlobalOptions {
  /// The arguments with global options written before the command (`reminders --database x
  /// lists`) moved after it, where ArgumentParser reads them.
  static func movingLeadingOptions(_ arguments: [String]) -> [String] {
    var leading: [String] = []
    var rest = arguments[...]
    while let first = rest.first {
      if first == "--json" || first == "--no-sample-data" {
        leading.append(first)
        rest = rest.dropFirst()
      } else if first == "--database", rest.count >= 2 {
        leading += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else if first.hasPrefix("--database=") {
        leading.append(first)
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    guard !leading.isEmpty, let command = rest.first, !command.hasPrefix("-") else {
      return arguments
    }
    // Options belong before a `--` that ends them.
    if let end = rest.firstIndex(of: "--") {
      return Array(rest[..<end]) + leading + Array(rest[end...])
    }
    return Array(rest) + leading
  }
}
