import Foundation

/// Times a child run up to the end of the libraries' exit-time writes.
///
/// Both libraries write their recordings from an `atexit` handler registered by their first
/// assertion. Handlers run in reverse order of registration, so a handler registered before
/// the first assertion runs after both writes, and one registered after the last assertion
/// runs before them.
enum ExitTimer {
  nonisolated(unsafe) private static var startTime: UInt64 = 0
  nonisolated(unsafe) private static var writeStart: UInt64 = 0

  /// Starts the clock; the total and write-phase times print when the process exits.
  static func start() {
    startTime = DispatchTime.now().uptimeNanoseconds
    atexit {
      let end = DispatchTime.now().uptimeNanoseconds
      let line = "\(end - ExitTimer.startTime) \(end - ExitTimer.writeStart)\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
  }

  /// Marks the end of the assertions: what follows is the libraries' writing.
  static func markWriteStart() {
    atexit {
      ExitTimer.writeStart = DispatchTime.now().uptimeNanoseconds
    }
  }
}
