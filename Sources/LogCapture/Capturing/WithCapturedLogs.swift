// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// Runs `body` and returns what it logged at `level` or above, with the value it returned.
///
/// `body` is handed a logger labelled `label` for code that takes one, as servers built on
/// Hummingbird or Vapor do. Messages logged through it reach this capture from any task or
/// thread while `body` runs. Code that makes its own `Logger(label:)` is captured too once
/// ``CapturingLogHandler/bootstrap(fallback:metadataProvider:)`` has run, for what it logs in
/// `body`'s task and the child tasks `body` awaits:
///
/// ```swift
/// @Test func opensTheStore() throws {
///   CapturingLogHandler.bootstrap()
///   let (logs, store) = try withCapturedLogs { logger in
///     try Store.open(path, logger: logger)
///   }
///   assertInlineSnapshot(of: logs, as: .logs) {
///     """
///     info [test] Opened the store count=3 path=/tmp/store.sqlite
///     """
///   }
/// }
/// ```
///
/// Tests that run at once each capture only their own messages: the capture is the current
/// task's. Not captured: what a `Logger(label:)` logs from a detached task, a thread or a
/// dispatch queue that `body` starts (they are not its task), and anything logged after `body`
/// returns; those messages go where they would without a capture. A capture nested in another
/// adds to it: the outer call's logs hold the inner call's messages too.
///
/// The capture keeps every message at `level` or above (all of them unless given), whatever
/// level a logger is set to: a logger's level decides what goes to its fallback outside
/// captures. When `body` throws, the error is rethrown and the logs are dropped.
///
/// - Parameters:
///   - level: The least severe level kept; `.trace`, the least of all, unless given.
///   - label: The label of the logger handed to `body`.
///   - body: The code whose logs are captured.
/// - Returns: What was logged, and what `body` returned.
public func withCapturedLogs<Value>(
  level: Logger.Level = .trace,
  label: String = "test",
  _ body: (_ logger: Logger) throws -> Value
) rethrows -> (logs: CapturedLogs, value: Value) {
  let scope = LogCaptureScope(level: level, enclosing: LogCaptureScope.current)
  let value: Value
  do {
    value = try LogCaptureScope.$current.withValue(scope) {
      try body(capturingLogger(label: label, scope: scope))
    }
  } catch {
    _ = scope.close()
    throw error
  }
  return (scope.close(), value)
}

/// ``withCapturedLogs(level:label:_:)-(_,_,(Logger)->Value)`` for code that must be awaited.
public func withCapturedLogs<Value>(
  level: Logger.Level = .trace,
  label: String = "test",
  isolation: isolated (any Actor)? = #isolation,
  _ body: (_ logger: Logger) async throws -> Value
) async rethrows -> (logs: CapturedLogs, value: Value) {
  let scope = LogCaptureScope(level: level, enclosing: LogCaptureScope.current)
  let value: Value
  do {
    value = try await LogCaptureScope.$current.withValue(scope) {
      try await body(capturingLogger(label: label, scope: scope))
    }
  } catch {
    _ = scope.close()
    throw error
  }
  return (scope.close(), value)
}

/// The logger handed to a body: bound to its capture, and after it, logging as a
/// `Logger(label:)` of the process would.
private func capturingLogger(label: String, scope: LogCaptureScope) -> Logger {
  Logger(label: label) { label, provider in
    CapturingLogHandler(
      label: label, fallback: Logger(label: label).handler, metadataProvider: provider,
      bound: scope)
  }
}
#endif
