import Foundation
import SnapshotReview

let environment = ProcessInfo.processInfo.environment
let command = SnapshotReviewCommand(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  console: StandardConsole(environment: environment)
)
exit(command.run())
