// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Dump
import InlineSnapshot
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
/// When other code bootstrapped swift-log before
/// ``CapturingLogHandler/bootstrap(fallback:metadataProvider:)``, with a handler that does not
/// hand messages to a ``CapturingLogHandler``, what `Logger(label:)` logs reaches no capture:
/// the call then fails the running test, saying what to change, and a `.logs` snapshot of its
/// logs fails too instead of recording logs that miss those messages.
///
/// - Parameters:
///   - level: The least severe level kept; `.trace`, the least of all, unless given.
///   - label: The label of the logger handed to `body`.
///   - fileID: The file ID where a capture that cannot capture fails; defaults to the caller's.
///   - filePath: The file path where it fails; defaults to the caller's.
///   - line: The line where it fails; defaults to the caller's.
///   - column: The column where it fails; defaults to the caller's.
///   - body: The code whose logs are captured.
/// - Returns: What was logged, and what `body` returned.
public func withCapturedLogs<Value>(
  level: Logger.Level = .trace,
  label: String = "test",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (_ logger: Logger) throws -> Value
) rethrows -> (logs: CapturedLogs, value: Value) {
  let scope = openScope(
    level: level,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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

/// ``withCapturedLogs(level:label:fileID:filePath:line:column:_:)-(_,_,_,_,_,_,(Logger)->Value)``
/// for code that must be awaited.
public func withCapturedLogs<Value>(
  level: Logger.Level = .trace,
  label: String = "test",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (_ logger: Logger) async throws -> Value
) async rethrows -> (logs: CapturedLogs, value: Value) {
  let scope = openScope(
    level: level,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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

/// A capture in the current one, if any; it fails the running test at `site` when
/// `Logger(label:)` messages cannot reach it, and its logs then say why.
private func openScope(level: Logger.Level, at site: CallSite) -> LogCaptureScope {
  let uncapturable = Bootstrapping.once.uncapturable
  if let uncapturable { site.fail(uncapturable.description, frameworks: .linked) }
  return LogCaptureScope(
    level: level, enclosing: LogCaptureScope.current, uncapturable: uncapturable)
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
