import Foundation

/// When each source file of the test binary was compiled, from what the build left behind.
///
/// A compile writes its outputs (object file, dependency and diagnostics files) after it read
/// the source, so a source whose change time is not older than the latest compile that made
/// the binary's object may differ from the text compiled. Each build system names each
/// source's outputs in an output file map (see ``outputFileMaps(under:)``). Where none names a
/// file (an unknown build system, a single-object release build), the binary's own time is
/// used: a save from the file's compile to the final link cannot be told from an earlier one,
/// so recording then also checks the call's enclosing function (see ``SnapshotRecorder``).
struct CompileTimes: Sendable {
  /// What one compile of a source wrote.
  struct Outputs: Equatable, Sendable {
    /// The object file, which the binary links.
    var object: String
    /// The serialized diagnostics, which every compile writes, failed or not.
    var diagnostics: String?
    /// The other outputs (the dependency file, which every compile writes, too).
    var others: [String]

    init(object: String, diagnostics: String?, others: [String]) {
      self.object = object
      self.diagnostics = diagnostics
      self.others = others
    }
  }

  /// The binary's build time, the latest moment any source can have been compiled.
  let binaryTime: Int64?
  /// The outputs of each source, by the source's path with symlinks resolved.
  let outputs: [String: Outputs]

  init(binaryTime: Int64?, outputs: [String: Outputs]) {
    self.binaryTime = binaryTime
    self.outputs = outputs
  }

  /// Whether an output file map names `source` and the object it made is there: then
  /// ``compileTime(of:)`` is the file's own compile, not the binary's time.
  func hasRecord(of source: String) -> Bool {
    recordedObject(of: source) != nil
  }

  /// The outputs a map names for `source`, and the time of the object they made, if it is there.
  private func recordedObject(of source: String) -> (outputs: Outputs, time: Int64)? {
    let canonical = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
    guard
      let outputs = outputs[canonical] ?? outputs[source],
      let time = try? LiveSourceFiles().modificationTime(of: outputs.object)
    else { return nil }
    return (outputs, time)
  }

  /// When `source` was last compiled into the binary; the binary's time when that is unknown;
  /// `nil` when neither is known.
  func compileTime(of source: String) -> Int64? {
    guard let (outputs, objectTime) = recordedObject(of: source) else { return binaryTime }
    // An object newer than the binary is a later compile's, of a text the binary may not have.
    if let binaryTime, objectTime > binaryTime { return binaryTime }
    // A compile leaves the object alone when its bytes would not change. So when the latest
    // compile succeeded (its diagnostics hold none: a failed one holds an error), it made the
    // object the binary holds, from the text it read, even if it wrote nothing there.
    guard
      let diagnostics = outputs.diagnostics,
      let bytes = FileManager.default.contents(atPath: diagnostics),
      SerializedDiagnostics.holdsNoDiagnostic(Array(bytes)) == true
    else { return objectTime }
    let times = ([diagnostics] + outputs.others).compactMap {
      try? LiveSourceFiles().modificationTime(of: $0)
    }
    return ([objectTime] + times).max()
  }
}
