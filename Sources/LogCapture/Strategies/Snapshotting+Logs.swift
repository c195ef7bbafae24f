// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Dump
import InlineSnapshot

extension Snapshotting where Value == CapturedLogs, Format == String {
  /// Snapshots logs one message to a line, `level [label] message key=value…`, in the format
  /// <doc:GettingStarted> describes.
  ///
  /// The scrubbers of the enclosing `.snapshots(redacting:)` trait or `withDumpRedactions`
  /// scope apply to the whole text, as they do to a transcript. Logs that could not be
  /// captured (swift-log bootstrapped elsewhere: see `withCapturedLogs`) fail the assertion
  /// and are never recorded.
  public static var logs: Self {
    logs(redacting: [])
  }

  /// `.logs` with `redactions` scrubbing its text, on top of the enclosing scope's:
  /// `.logs(redacting: [.scrubbing(.uuids, .temporaryPaths)])`.
  public static func logs(redacting redactions: [DumpRedaction]) -> Self {
    SimplySnapshotting.lines(redacting: redactions).withWildcards.pullback { logs in
      LogGrammar.text(of: try logs.captured())
    }
  }
}
#endif
