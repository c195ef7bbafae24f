// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// A log handler that hands each message to the logs being captured around it, and every
/// other message to the handler it wraps.
///
/// A message reaches the captures of `withCapturedLogs` calls whose body the logging task runs
/// in (nested ones included) and, for the logger a `withCapturedLogs` body is handed, that
/// call's capture while its body runs. Each capture keeps the messages at or above its own
/// level, whatever level the logger was set to (see <doc:GettingStarted>). A message that no
/// capture is open for goes to `fallback`, filtered by the level set on the logger.
///
/// Install it for `Logger(label:)` with ``bootstrap(fallback:metadataProvider:)``.
public struct CapturingLogHandler: LogHandler {
  /// The handler that logs what no capture receives, and that keeps the logger's level.
  public var fallback: any LogHandler
  /// The metadata of the logger, added to each record (`logger[metadataKey: "id"] = "7"`).
  public var metadata: Logger.Metadata {
    didSet { fallback.metadata = metadata }
  }
  /// The provider whose metadata is added to each record, after the logger's.
  public var metadataProvider: Logger.MetadataProvider? {
    didSet { fallback.metadataProvider = metadataProvider }
  }
  private let label: String
  /// The capture of the `withCapturedLogs` call that handed out the logger, if any.
  private let bound: LogCaptureScope?

  /// A handler for the logger labelled `label`, which logs through `fallback` what no capture
  /// receives.
  /// Records get `metadataProvider`'s metadata (the fallback's own provider when `nil`).
  public init(
    label: String,
    fallback: any LogHandler,
    metadataProvider: Logger.MetadataProvider? = nil
  ) {
    self.init(label: label, fallback: fallback, metadataProvider: metadataProvider, bound: nil)
  }

  init(
    label: String,
    fallback: any LogHandler,
    metadataProvider: Logger.MetadataProvider?,
    bound: LogCaptureScope?
  ) {
    self.label = label
    self.fallback = fallback
    self.metadata = fallback.metadata
    self.metadataProvider = metadataProvider ?? fallback.metadataProvider
    self.bound = bound
  }

  /// While a capture receives this logger's messages, the least severe level any of them
  /// keeps, so that the logger lets those messages through; otherwise, and when set, the
  /// fallback's level.
  public var logLevel: Logger.Level {
    get {
      let receivers = LogCaptureScope.receivers(boundTo: bound)
      return receivers.map(\.level).min() ?? fallback.logLevel
    }
    set { fallback.logLevel = newValue }
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let receivers = LogCaptureScope.receivers(boundTo: bound)
    guard !receivers.isEmpty else {
      // The level was read before a capture may have closed: check it again.
      if event.level >= fallback.logLevel { fallback.log(event: event) }
      return
    }
    let record = LogRecord(
      level: event.level,
      label: label,
      message: event.message.description,
      metadata: recordMetadata(of: event),
      source: event.source,
      file: event.file,
      function: event.function,
      line: event.line
    )
    for scope in receivers { scope.keep(record) }
  }

  /// The logger's metadata, then the provider's, then the call's, then the call's error, each
  /// winning over the ones before, as swift-log's `StreamLogHandler` merges them.
  private func recordMetadata(of event: LogEvent) -> Logger.Metadata {
    var merged = metadata
    merged.merge(metadataProvider?.get() ?? [:]) { _, provided in provided }
    merged.merge(event.metadata ?? [:]) { _, explicit in explicit }
    if let error = event.error {
      merged["error.message"] = "\(error)"
      merged["error.type"] = "\(String(reflecting: type(of: error)))"
    }
    return merged
  }
}
#endif
