import Foundation
import RemindersCommand

/// `reminders`: the reference app on the command line. The commands live in the
/// `RemindersCommand` library, so that another package can run them in process.
@main
enum EntryPoint {
  static func main() async {
    exit(await CommandRunner.run(Array(CommandLine.arguments.dropFirst()), in: .live()))
  }
}
