import Foundation

/// `reminders`: the reference app on the command line.
@main
enum EntryPoint {
  static func main() async {
    let status = await CommandRunner.run(
      Array(CommandLine.arguments.dropFirst()), in: .live()
    )
    exit(status)
  }
}
