#if !canImport(Darwin)
  import Foundation

  /// A stand-in for XCTest's `XCTAttachment`, which only Apple platforms have, so that difference
  /// functions written for them (`Diffing(toData:fromData:diff:)`) compile everywhere. It keeps
  /// nothing: inline snapshot failures show their difference as text.
  public struct XCTAttachment {
    /// An attachment of some bytes.
    public init(data: Data) {}

    /// An attachment of some bytes of a given type, such as `public.patch-file`.
    public init(data: Data, uniformTypeIdentifier: String) {}
  }
#endif
