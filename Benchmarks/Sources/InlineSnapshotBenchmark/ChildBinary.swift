import Foundation

/// The program a measurement runs as its child: a copy of this one, dated just after the
/// scenario's files, as a test binary is linked after the sources it was compiled from.
///
/// InlineSnapshot records only into a file it can prove the binary was compiled from: with no
/// compile record of the file, one that changed after the binary was linked is refused, since
/// its lines may point at other calls now. The generated files are written after this program
/// was built, so the program itself would be refused every file (it was, silently, until the
/// failures that no test takes were printed). A copy in the scenario's folder is dated after
/// each writing of the files.
enum ChildBinary {
  static let path = "\(BenchmarkPaths.directory)/bin/InlineSnapshotBenchmark"
  nonisolated(unsafe) private static var copied = false

  /// Copies this program to ``path`` if needed, and dates the copy after `scenario`'s files.
  static func prepare(for scenario: Scenario) throws {
    if !copied {
      // Replaced once per run: a copy left by an earlier build would measure old code.
      let files = FileManager.default
      try? files.removeItem(atPath: path)
      try files.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try files.copyItem(atPath: thisProgram, toPath: path)
      copied = true
    }
    // A change time equal to the link time counts as after it: the copy is a second later.
    let written = try scenario.files.map { try changeSecond(of: "\($0.path)") }.max() ?? 0
    var times = [timespec](repeating: timespec(tv_sec: written + 1, tv_nsec: 0), count: 2)
    guard utimensat(AT_FDCWD, path, &times, 0) == 0 else {
      throw BenchmarkError(message: "could not date \(path): errno \(errno)")
    }
  }

  private static var thisProgram: String {
    #if os(macOS)
      return Bundle.main.executablePath ?? CommandLine.arguments[0]
    #else
      return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #endif
  }

  private static func changeSecond(of path: String) throws -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw BenchmarkError(message: "could not stat \(path): errno \(errno)")
    }
    #if os(macOS)
      return Int(info.st_ctimespec.tv_sec)
    #else
      return Int(info.st_ctim.tv_sec)
    #endif
  }
}
