import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The test binary this process runs: when it was built tells which source texts it was
/// compiled from.
enum TestBinary {
  /// When the newest candidate for the test binary was last written (linked), in nanoseconds
  /// since 1970; `nil` when none can be found.
  static let modificationTime: Int64? = {
    paths.compactMap { try? LiveSourceFiles().modificationTime(of: $0) }.max()
  }()

  /// The folder the binary was built in (SwiftPM's `.build/<triple>/debug`, Swift Build's
  /// `Products/<Config>`), where or beside which the build keeps what it made of each target;
  /// `nil` when no binary is found.
  static let buildFolder: URL? = paths.first.map(buildFolder(ofBinaryAt:))

  /// The folder a binary at `path` was built in: the one holding its `.xctest` bundle when it
  /// is inside one, else its own folder.
  static func buildFolder(ofBinaryAt path: String) -> URL {
    let binary = URL(fileURLWithPath: path)
    var candidate = binary
    while candidate.pathComponents.count > 1 {
      if candidate.pathExtension == "xctest" { return candidate.deletingLastPathComponent() }
      candidate = candidate.deletingLastPathComponent()
    }
    return binary.deletingLastPathComponent()
  }

  /// The candidates for the test binary, the likeliest first: on Apple platforms the image
  /// holding this library (the test binary when linked statically, as SwiftPM does), the main
  /// executable (the test binary on Linux), and loaded `.xctest` bundles (a runner loads them).
  static var paths: [String] {
    var paths: [String] = []
    #if canImport(Darwin)
      var info = Dl_info()
      if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
        paths.append(String(cString: name))
      }
    #endif
    if let main = Bundle.main.executableURL?.path { paths.append(main) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      if let executable = bundle.executableURL?.path { paths.append(executable) }
    }
    return paths
  }
}
