// Strategies/ReflectionDump/: `.dump`, swift-snapshot-testing's reflection format.

import Foundation

/// A type that chooses its own text in ``Snapshotting/dump`` snapshots.
///
/// By default `.dump` prints a value's type and then each stored property on its own line.
/// Conform a type to print one line of your own instead:
///
/// ```swift
/// extension UserID: AnySnapshotStringConvertible {
///   var snapshotDescription: String { "#\(rawValue)" }
/// }
/// ```
///
/// Strings, characters, substrings, URLs, data and dates conform already; so does `NSObject`,
/// as its debug description with memory addresses removed. `.customDump` ignores this protocol
/// (Dump has its own customization; see `CustomDumpStringConvertible`).
public protocol AnySnapshotStringConvertible {
  /// Whether the value's properties are still printed, indented under its description.
  /// Defaults to `false`.
  static var renderChildren: Bool { get }

  /// The text printed for the value.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  public static var renderChildren: Bool { false }
}

extension String: AnySnapshotStringConvertible {
  /// The string as a Swift literal, quoted and escaped.
  public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
  /// The substring as a Swift literal, quoted and escaped.
  public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
  /// The character as a Swift literal, quoted and escaped.
  public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
  /// The URL's absolute text.
  public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
  /// The number of bytes, such as `3 bytes`.
  public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
  /// The date in UTC to the second, such as `2009-02-13T23:31:30Z`.
  public var snapshotDescription: String {
    formatted(Date.ISO8601FormatStyle())
  }
}

extension NSObject: AnySnapshotStringConvertible {
  #if canImport(ObjectiveC)
    /// The object's debug description without memory addresses, which change from run to run.
    @objc open var snapshotDescription: String {
      ReflectionDump.removingAddresses(from: debugDescription)
    }
  #else
    /// The object's debug description without memory addresses, which change from run to run.
    public var snapshotDescription: String {
      ReflectionDump.removingAddresses(from: debugDescription)
    }
  #endif
}
