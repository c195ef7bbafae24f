import Foundation
@testable import InlineSnapshot
import Testing
import VerbatimTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file changed after it was compiled is never recorded into, whatever its modification time
/// says: saved while the test binary linked, its modification time set back (`touch -r`,
/// `cp -p`, `rsync -a`, `tar`), or set equal to the binary's.
@Suite struct CompileTimesTests {
  static let source = SnapshotRecorderTests.source
  /// The source with a call inserted above the others, as a format-on-save editor may.
  static let edited = """
    func test() {
      assertInlineSnapshot(of: 0, as: .description)
      assertInlineSnapshot(of: 1, as: .description)
      assertInlineSnapshot(of: 2, as: .description)
    }

    """

  /// A source file, its object file and the binary, written in the order a build writes them.
  struct Build {
    let directory: TemporaryDirectory
    let source: String
    let object: String
    let diagnostics: String
    let binary: String

    init(savingDuringLink edit: String? = nil) throws {
      directory = try TemporaryDirectory()
      source = directory.file("Tests.swift").path
      object = directory.file("Tests.swift.o").path
      diagnostics = directory.file("Tests.dia").path
      binary = directory.file("PackageTests.xctest").path
      try Self.write(CompileTimesTests.source, to: source)
      try Self.write("object", to: object)
      try compile(diagnostics: "none")
      if let edit { try Self.write(edit, to: source) }
      try Self.write("binary", to: binary)
    }

    /// A compile that leaves the object as it was (its bytes would not change, or it failed)
    /// and writes `diagnostics`, a file of `Fixtures/InlineSnapshot/Diagnostics`.
    func compile(diagnostics kind: String) throws {
      let url = Fixtures.root.appendingPathComponent("InlineSnapshot/Diagnostics/\(kind).dia")
      try Self.write(try Data(contentsOf: url), to: diagnostics)
    }

    var compileTimes: CompileTimes {
      get throws {
        CompileTimes(
          binaryTime: try LiveSourceFiles().modificationTime(of: binary),
          outputs: [source: .init(object: object, diagnostics: diagnostics, others: [])]
        )
      }
    }

    /// Writes `text` once the file system's clock has passed every time in the folder, so
    /// each step of the build has a time of its own.
    static func write(_ text: String, to path: String) throws {
      try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      let latest = names.compactMap {
        try? LiveSourceFiles().changeTime(of: folder.appendingPathComponent($0).path)
      }.max() ?? 0
      let probe = folder.appendingPathComponent(".clock").path
      repeat {
        try Data().write(to: URL(fileURLWithPath: probe))
      } while try LiveSourceFiles().changeTime(of: probe) <= latest
      try FileManager.default.removeItem(atPath: probe)
      try data.write(to: URL(fileURLWithPath: path))
    }
  }

  /// Records the first call's snapshot as the binary ran it, and what became of it.
  static func recordFirstCall(in build: Build) throws -> SnapshotRecorder.Outcome {
    let times = try build.compileTimes
    let recorder = SnapshotRecorder(files: LiveSourceFiles(), compileTime: times.compileTime(of:))
    let outcome = recorder.record(
      "1",
      replacing: nil,
      at: SnapshotRecorderTests.site(build.source, line: 2)
    )
    _ = recorder.flush()
    return outcome
  }

  static func refusal(_ path: String) -> SnapshotRecorder.Outcome {
    .failed(CompiledText.changedSinceBuild(path))
  }

  @Test func aFileUnchangedSinceItWasCompiledIsRecorded() throws {
    let build = try Build()
    defer { build.directory.remove() }
    #expect(try Self.recordFirstCall(in: build) == .recorded)
  }

  @Test func aFileSavedWhileTheBinaryLinkedIsRefused() throws {
    let build = try Build(savingDuringLink: Self.edited)
    defer { build.directory.remove() }
    #expect(try Self.recordFirstCall(in: build) == Self.refusal(build.source))
    #expect(fileText(URL(fileURLWithPath: build.source)) == Self.edited)
  }

  @Test(arguments: ["set back", "set equal to the binary's"])
  func aFileEditedAfterTheBuildIsRefusedWhateverItsModificationTime(_ how: String) throws {
    let build = try Build()
    defer { build.directory.remove() }
    try Build.write(Self.edited, to: build.source)
    var info = stat()
    let reference = how == "set back" ? build.object : build.binary
    #expect(stat(reference, &info) == 0)
    #if canImport(Darwin)
      var times = [info.st_atimespec, info.st_mtimespec]
    #else
      var times = [info.st_atim, info.st_mtim]
    #endif
    // What `touch -r`, `cp -p`, `rsync -a` and `tar` do.
    #expect(utimensat(AT_FDCWD, build.source, &times, 0) == 0)
    #expect(
      try LiveSourceFiles().modificationTime(of: build.source)
        <= LiveSourceFiles().modificationTime(of: build.binary)
    )
    #expect(try Self.recordFirstCall(in: build) == Self.refusal(build.source))
    #expect(fileText(URL(fileURLWithPath: build.source)) == Self.edited)
  }

  @Test func aFileSavedUnchangedAndCompiledAgainIsRecorded() throws {
    // An editor's save without a change, a checkout back and forth: the compile that follows
    // makes the same object, so it leaves the object and the binary as they were.
    let build = try Build()
    defer { build.directory.remove() }
    try Build.write(Self.source, to: build.source)
    try build.compile(diagnostics: "none")
    #expect(try Self.recordFirstCall(in: build) == .recorded)
  }

  @Test(arguments: ["error", "warning"])
  func aFileEditedThenCompiledWithDiagnosticsIsRefused(_ diagnostics: String) throws {
    // A failed compile leaves the object as it was too; a stale binary run after it
    // (`--skip-build`) was built from the text before the edit. A warning is not told apart.
    let build = try Build()
    defer { build.directory.remove() }
    try Build.write(Self.edited, to: build.source)
    try build.compile(diagnostics: diagnostics)
    #expect(try Self.recordFirstCall(in: build) == Self.refusal(build.source))
    #expect(fileText(URL(fileURLWithPath: build.source)) == Self.edited)
  }

  @Test func serializedDiagnosticsAreToldFromNone() throws {
    let folder = Fixtures.root.appendingPathComponent("InlineSnapshot/Diagnostics")
    func holdsNone(_ name: String) throws -> Bool? {
      SerializedDiagnostics.holdsNoDiagnostic(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    #expect(try holdsNone("none.dia") == true)
    #expect(try holdsNone("error.dia") == false)
    #expect(try holdsNone("warning.dia") == false)
    #expect(SerializedDiagnostics.holdsNoDiagnostic(Array("not a bitstream".utf8)) == nil)
    #expect(SerializedDiagnostics.holdsNoDiagnostic([]) == nil)
  }

  @Test func aSourceWithoutKnownOutputsCountsAsCompiledWithTheBinary() throws {
    let times = CompileTimes(binaryTime: 5, outputs: [:])
    #expect(times.compileTime(of: "/Unknown.swift") == 5)
    #expect(CompileTimes(binaryTime: nil, outputs: [:]).compileTime(of: "/Unknown.swift") == nil)
  }

  @Test func theOutputFileMapsOfABuildFolderNameEachSourcesObject() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let target = directory.file("Tests.build")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let map = """
      {
        "": { "swift-dependencies": "/build/Tests.build/primary.swiftdeps" },
        "/src/Tests/A.swift": {
          "object": "/build/Tests.build/A.swift.o", "dependencies": "x.d", "diagnostics": "A.dia"
        },
        "/src/Tests/B.swift": { "dependencies": "y.d" }
      }
      """
    try Data(map.utf8).write(to: target.appendingPathComponent("output-file-map.json"))
    #expect(
      CompileTimes.outputs(under: directory.url) == [
        "/src/Tests/A.swift": .init(
          object: "/build/Tests.build/A.swift.o", diagnostics: "A.dia", others: ["x.d"])
      ]
    )
  }

  /// A Swift Build folder: binaries in `<root>/Products/<configuration>`, and for one target
  /// an output file map naming `/src/Tests/A.swift`'s outputs as written in `builtAt`, the
  /// folder where the build ran (the same as `root` unless the folder was moved since).
  static func swiftBuildFolder(
    _ root: URL,
    project: String,
    configuration: String,
    architecture: String,
    builtAt: URL? = nil
  ) throws -> (products: URL, outputs: CompileTimes.Outputs) {
    let objects = "Intermediates.noindex/\(project).build/\(configuration)/Tests.build/Objects-normal/"
      + architecture
    let folder = root.appendingPathComponent(objects)
    let written = (builtAt ?? root).appendingPathComponent(objects)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let products = root.appendingPathComponent("Products/\(configuration)")
    try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
    for name in ["A.o", "A.dia", "A.d"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    let map = """
      {
        "": { "diagnostics": "\(written.path)/Tests-primary.dia" },
        "/src/Tests/A.swift": {
          "object": "\(written.path)/A.o", "diagnostics": "\(written.path)/A.dia",
          "dependencies": "\(written.path)/A.d"
        }
      }
      """
    try Data(map.utf8).write(to: folder.appendingPathComponent("Tests-OutputFileMap.json"))
    let outputs = CompileTimes.Outputs(
      object: folder.appendingPathComponent("A.o").path,
      diagnostics: folder.appendingPathComponent("A.dia").path,
      others: [folder.appendingPathComponent("A.d").path]
    )
    return (products, outputs)
  }

  @Test func swiftBuildsOutputFileMapsUnderSwiftPMNameEachSourcesObject() throws {
    // `swift build --build-system swiftbuild`: `.build/out/Products/Debug-linux`.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let build = try Self.swiftBuildFolder(
      directory.file("out"), project: "Package", configuration: "Debug-linux",
      architecture: "x86_64")
    #expect(CompileTimes.outputs(under: build.products) == ["/src/Tests/A.swift": build.outputs])
  }

  @Test func xcodesDerivedDataNamesEachSourcesObject() throws {
    // DerivedData/<Project>-<hash>/Build/Products/Debug, the test bundle there or in an app's
    // PlugIns folder.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let build = try Self.swiftBuildFolder(
      directory.file("DerivedData/App-abc/Build"), project: "App", configuration: "Debug",
      architecture: "arm64")
    let plugIns = build.products.appendingPathComponent("App.app/Contents/PlugIns")
    try FileManager.default.createDirectory(at: plugIns, withIntermediateDirectories: true)
    #expect(CompileTimes.outputs(under: build.products) == ["/src/Tests/A.swift": build.outputs])
    #expect(CompileTimes.outputs(under: plugIns) == ["/src/Tests/A.swift": build.outputs])
  }

  @Test func aMovedBuildFolderNamesTheObjectsWhereTheyAreNow() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let build = try Self.swiftBuildFolder(
      directory.file("moved"), project: "Package", configuration: "Debug-linux",
      architecture: "x86_64", builtAt: directory.file("out"))
    #expect(CompileTimes.outputs(under: build.products) == ["/src/Tests/A.swift": build.outputs])
    let times = CompileTimes(binaryTime: nil, outputs: CompileTimes.outputs(under: build.products))
    #expect(times.hasRecord(of: "/src/Tests/A.swift"))
    #expect(!times.hasRecord(of: "/src/Tests/B.swift"))
  }

  /// Whether this binary was built by SwiftPM, natively or with Swift Build.
  static let isSwiftPMBuild =
    TestBinary.buildFolder.map { folder in
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("InlineSnapshotTests.build").path)
        || folder.deletingLastPathComponent().lastPathComponent == "Products"
    } ?? false

  @Test(.enabled(if: isSwiftPMBuild, "runs only in a SwiftPM build"))
  func thisTestBinaryFindsTheObjectFileOfThisSource() throws {
    let source = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().path
    let outputs = try #require(RecordingSession.current.compileTimes.outputs[source])
    // SwiftPM's native build names it `CompileTimesTests.swift.o`, Swift Build `….o`.
    #expect(
      outputs.object.hasSuffix("/CompileTimesTests.swift.o")
        || outputs.object.hasSuffix("/CompileTimesTests.o"))
    #expect(outputs.diagnostics?.hasSuffix("/CompileTimesTests.dia") == true)
    let compiled = try #require(RecordingSession.current.compileTimes.compileTime(of: #filePath))
    #expect(compiled >= (try LiveSourceFiles().modificationTime(of: outputs.object)))
    #expect(compiled > (try LiveSourceFiles().changeTime(of: source)))
  }

  // The pending mode saves the compiled text for a later accept, so a file saved while the
  // binary linked must be refused there as when recording.
  @Test(.enabled(if: isSwiftPMBuild, "runs only in a SwiftPM build"))
  func thePendingModeChecksEachFileAgainstItsOwnCompileTime() throws {
    let compiled = try #require(RecordingSession.current.compileTimes.compileTime(of: #filePath))
    #expect(RecordingSession.current.pending.recorder.compileTime(#filePath) == compiled)
    #expect(RecordingSession.current.recorder.compileTime(#filePath) == compiled)
  }

  @Test func theBuildFolderOfABinaryIsTheOneHoldingItsBundle() {
    #expect(
      TestBinary.buildFolder(ofBinaryAt: "/p/.build/debug/PackageTests.xctest").path == "/p/.build/debug"
    )
    #expect(
      TestBinary.buildFolder(ofBinaryAt: "/p/.build/debug/PackageTests.xctest/Contents/MacOS/PackageTests").path
        == "/p/.build/debug"
    )
    #expect(TestBinary.buildFolder(ofBinaryAt: "/usr/bin/runner").path == "/usr/bin")
  }
}
