import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The test binary this process runs: when it was built tells which source texts it was
/// compiled from.
package enum TestBinary {
  /// When the newest candidate for the test binary was last written (linked), in nanoseconds
  /// since 1970; `nil` when none can be found.
  ///
  /// Candidates: the main executable (the test binary on Linux), and on Apple platforms the
  /// image holding this library (the test binary when linked statically, as SwiftPM does) and
  /// loaded `.xctest` bundles (a runner loads them).
  package static let modificationTime: Int64? = {
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
    return paths.compactMap { try? LiveSourceFiles().modificationTime(of: $0) }.max()
  }()
}
