import Dump
import Foundation

extension Snapshotting where Value == String, Format == String {
  /// Snapshots a string as it is; failures show a line diff. The base of every text strategy.
  public static var lines: Self {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

extension Diffing where Value == String {
  /// Compares text line by line; the difference marks removed lines `−` and added lines `+`.
  ///
  /// Cost: proportional to the lines of both texts (more when most lines differ).
  public static var lines: Self {
    .diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { expected, actual in
      guard let patch = SnapshotDifference.patch(from: expected, to: actual) else { return nil }
      return (patch, [.data(Data(patch.utf8), name: "difference.patch")])
    }
  }
}
