// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// One message that code logged while its logs were captured (see `withCapturedLogs`).
///
/// A snapshot (`.logs`) prints its level, label, message and metadata; its source, file,
/// function and line are kept for tests that check them, and never printed, so that moving a
/// line of code does not change a snapshot.
public struct LogRecord: Sendable, Equatable {
  /// How severe the message is.
  public var level: Logger.Level
  /// The label of the logger it was logged through (`Logger(label: "app.db")`).
  public var label: String
  /// The message, as the code wrote it.
  public var message: String
  /// The logger's metadata, then its metadata provider's, then the call's (each later one wins
  /// a key), with an error passed to the call as `error.message` and `error.type`, as
  /// swift-log's `StreamLogHandler` shows it.
  public var metadata: Logger.Metadata
  /// The module that logged it, unless the call named another source.
  public var source: String
  /// The file it was logged from (`#fileID`).
  public var file: String
  /// The function it was logged from.
  public var function: String
  /// The line it was logged from.
  public var line: UInt

  /// A record with every part given.
  public init(
    level: Logger.Level,
    label: String,
    message: String,
    metadata: Logger.Metadata = [:],
    source: String = "",
    file: String = "",
    function: String = "",
    line: UInt = 0
  ) {
    self.level = level
    self.label = label
    self.message = message
    self.metadata = metadata
    self.source = source
    self.file = file
    self.function = function
    self.line = line
  }
}
#endif
