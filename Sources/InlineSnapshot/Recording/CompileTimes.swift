import Foundation

/// When each source file of the test binary was compiled, from what the build left behind.
///
/// The compiler writes a source file's object file after it read the file, so a change time of
/// the source that is not older than its object file says the text may differ from the one
/// compiled. SwiftPM names each source's object file in an `output-file-map.json` next to the
/// binary; where none names a file (another build system, a single-object release build), the
/// binary's own time is used, and a save during the link step cannot be told from an earlier
/// one.
package struct CompileTimes: Sendable {
  /// The binary's build time, the latest moment any source can have been compiled.
  package let binaryTime: Int64?
  /// The object file of each source, by the source's path with symlinks resolved.
  package let objects: [String: String]

  package init(binaryTime: Int64?, objects: [String: String]) {
    self.binaryTime = binaryTime
    self.objects = objects
  }

  /// The compile times of the binary this process runs.
  package static let current = CompileTimes(
    binaryTime: TestBinary.modificationTime,
    objects: TestBinary.buildFolder.map(objectFiles(under:)) ?? [:]
  )

  /// When `source` was compiled: its object file's modification time, or the binary's when
  /// its object file is unknown; `nil` when neither is known.
  package func compileTime(of source: String) -> Int64? {
    let canonical = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
    guard
      let object = objects[canonical] ?? objects[source],
      let objectTime = try? LiveSourceFiles().modificationTime(of: object)
    else { return binaryTime }
    // An object newer than the binary belongs to a later build; the binary is older still.
    return min(objectTime, binaryTime ?? objectTime)
  }

  /// The object file of every source that the output file maps of a SwiftPM build folder name.
  package static func objectFiles(under folder: URL) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var objects: [String: String] = [:]
    for name in names where name.hasSuffix(".build") {
      let map = folder.appendingPathComponent(name).appendingPathComponent("output-file-map.json")
      guard
        let data = try? Data(contentsOf: map),
        let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { continue }
      for (source, outputs) in entries where !source.isEmpty {
        guard let object = (outputs as? [String: Any])?["object"] as? String else { continue }
        let canonical = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
        objects[canonical] = object
      }
    }
    return objects
  }
}
