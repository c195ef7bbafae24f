#if Logging
import Foundation
import LogCapture
import Logging
import Testing

/// Tests that run at once, each logging random values through loggers the code makes itself
/// and through the logger it is handed: each capture holds its own messages and no other.
@Suite struct ParallelCaptureTests {
  @Test(arguments: 0..<128)
  func eachTestSeesOnlyItsOwnMessages(index: Int) async {
    CapturingLogHandler.bootstrap()
    let mine = (0..<3).map { "\(index) \(UUID().uuidString) \($0)" }
    let (logs, _) = await withCapturedLogs { handed in
      Logger(label: "parallel").info("\(mine[0])")
      await Task.yield()
      handed.info("\(mine[1])")
      await Task { Logger(label: "parallel").info("\(mine[2])") }.value
    }
    #expect(logs.messages == mine)
  }
}
#endif
