import Foundation

/// When each source file of the test binary was compiled, from what the build left behind.
///
/// A compile writes its outputs (object file, dependency and diagnostics files) after it read
/// the source, so a source whose change time is not older than the latest compile that made
/// the binary's object may differ from the text compiled. SwiftPM names each source's outputs in an `output-file-map.json`
/// next to the binary. Where none names a file (another build system, a single-object release
/// build), the binary's own time is used, and a save during the link step cannot be told from
/// an earlier one.
package struct CompileTimes: Sendable {
  /// What one compile of a source wrote.
  package struct Outputs: Equatable, Sendable {
    /// The object file, which the binary links.
    package var object: String
    /// The serialized diagnostics, which every compile writes, failed or not.
    package var diagnostics: String?
    /// The other outputs (the dependency file, which every compile writes, too).
    package var others: [String]

    package init(object: String, diagnostics: String?, others: [String]) {
      self.object = object
      self.diagnostics = diagnostics
      self.others = others
    }
  }

  /// The binary's build time, the latest moment any source can have been compiled.
  package let binaryTime: Int64?
  /// The outputs of each source, by the source's path with symlinks resolved.
  package let outputs: [String: Outputs]

  package init(binaryTime: Int64?, outputs: [String: Outputs]) {
    self.binaryTime = binaryTime
    self.outputs = outputs
  }

  /// The compile times of the binary this process runs.
  package static let current = CompileTimes(
    binaryTime: TestBinary.modificationTime,
    outputs: TestBinary.buildFolder.map(outputs(under:)) ?? [:]
  )

  /// When `source` was last compiled into the binary; the binary's time when that is unknown;
  /// `nil` when neither is known.
  package func compileTime(of source: String) -> Int64? {
    let canonical = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
    let files = LiveSourceFiles()
    guard
      let outputs = outputs[canonical] ?? outputs[source],
      let objectTime = try? files.modificationTime(of: outputs.object)
    else { return binaryTime }
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
      try? files.modificationTime(of: $0)
    }
    return ([objectTime] + times).max()
  }

  /// The outputs of every source that the output file maps of a SwiftPM build folder name.
  package static func outputs(under folder: URL) -> [String: Outputs] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var result: [String: Outputs] = [:]
    for name in names where name.hasSuffix(".build") {
      let map = folder.appendingPathComponent(name).appendingPathComponent("output-file-map.json")
      guard
        let data = try? Data(contentsOf: map),
        let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { continue }
      for (source, value) in entries where !source.isEmpty {
        guard
          let paths = value as? [String: String],
          let object = paths["object"]
        else { continue }
        let others = paths.filter { $0.key != "object" && $0.key != "diagnostics" }
          .map(\.value).sorted()
        let canonical = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
        result[canonical] = Outputs(
          object: object,
          diagnostics: paths["diagnostics"],
          others: others
        )
      }
    }
    return result
  }
}
