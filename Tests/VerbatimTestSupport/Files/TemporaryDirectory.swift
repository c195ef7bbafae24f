import Foundation

/// A fresh directory under the system's temporary folder, removed by `remove()`: the one
/// scratch folder of every test target.
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("VerbatimTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in it, sorted.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A file's bytes as text, or `nil` when it does not exist.
public func fileText(_ url: URL) -> String? {
  (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
}
