// Inline/Recording/IO/: the file system as recording reaches it: in-place writes, the ledger,
// compile records, interrupts.

import Foundation

/// Reading the compile times from what the build left in its folder.
extension CompileTimes {
  /// The compile times of the binary this process runs, read from its build folder (see
  /// ``RecordingSession/compileTimes``, which reads them once).
  static func ofTestBinary() -> CompileTimes {
    CompileTimes(
      binaryTime: TestBinary.modificationTime,
      outputs: TestBinary.buildFolder.map(outputs(under:)) ?? [:]
    )
  }

  /// The outputs of every source that the output file maps of a build folder name.
  static func outputs(under folder: URL) -> [String: Outputs] {
    var result: [String: Outputs] = [:]
    for map in outputFileMaps(under: folder) {
      guard
        let data = try? Data(contentsOf: map),
        let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      else { continue }
      let folder = map.deletingLastPathComponent().path
      for (source, value) in entries where !source.isEmpty {
        guard
          let paths = (value as? [String: String])?.mapValues({ rebased($0, into: folder) }),
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

  /// The output file maps of the build that made the binaries of `folder`:
  /// - SwiftPM's native build: `<Target>.build/output-file-map.json` in the folder
  ///   (`.build/<triple>/debug`).
  /// - Swift Build (`swift build --build-system swiftbuild`, and Xcode in its DerivedData):
  ///   binaries in `Products/<Config>`, maps in
  ///   `Intermediates.noindex/<Project>.build/<Config>/<Target>.build/Objects-normal/<arch>/`
  ///   beside it. The folder may be deeper, an app's `PlugIns` folder holding the test bundle.
  static func outputFileMaps(under folder: URL) -> [URL] {
    let files = FileManager.default
    func children(_ folder: URL) -> [URL] {
      ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        .map { folder.appendingPathComponent($0) }
    }
    var maps = children(folder).filter { $0.pathExtension == "build" }
      .map { $0.appendingPathComponent("output-file-map.json") }
    var configuration = folder
    while configuration.pathComponents.count > 2 {
      let products = configuration.deletingLastPathComponent()
      if products.lastPathComponent == "Products" {
        let intermediates = products.deletingLastPathComponent()
          .appendingPathComponent("Intermediates.noindex")
        for project in children(intermediates) where project.pathExtension == "build" {
          let targets = project.appendingPathComponent(configuration.lastPathComponent)
          for target in children(targets) where target.pathExtension == "build" {
            for architecture in children(target.appendingPathComponent("Objects-normal")) {
              maps += children(architecture).filter {
                $0.lastPathComponent.hasSuffix("-OutputFileMap.json")
              }
            }
          }
        }
        break
      }
      configuration = products
    }
    return maps.filter { files.fileExists(atPath: $0.path) }
  }

  /// An output's path in a build folder that was moved or copied since the build (`mv .build`):
  /// maps name the outputs where they were made, and both layouts keep them in the map's folder.
  static func rebased(_ output: String, into folder: String) -> String {
    let written = URL(fileURLWithPath: output)
    let local = URL(fileURLWithPath: folder).appendingPathComponent(written.lastPathComponent)
    guard
      written.deletingLastPathComponent().lastPathComponent == local
        .deletingLastPathComponent().lastPathComponent,
      FileManager.default.fileExists(atPath: local.path)
    else { return output }
    return local.path
  }
}
