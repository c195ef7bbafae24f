import GRDB

/// A list's color, stored as a 0xRRGGBBAA integer.
public struct ListColor: RawRepresentable, Hashable, Codable, Sendable, DatabaseValueConvertible {
  /// The color as 0xRRGGBBAA.
  public var rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The default color of a new list, the schema's column default.
  public static let `default` = ListColor(rawValue: 0x4a99_efff)

  public var red: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 24) }
  public var green: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 16) }
  public var blue: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 8) }
  public var alpha: UInt8 { UInt8(truncatingIfNeeded: rawValue) }

  /// `#RRGGBBAA`, upper case.
  public var hex: String {
    let digits = String(rawValue, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// Reads `#RRGGBB` (opaque) or `#RRGGBBAA`, with or without the `#`; nil for anything else.
  public init?(hex text: String) {
    var digits = Substring(text)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    rawValue = digits.count == 6 ? value << 8 | 0xff : value
  }

  // Stored as a plain integer, as the schema says.
  public var databaseValue: DatabaseValue { Int64(rawValue).databaseValue }

  public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> ListColor? {
    guard let value = Int64.fromDatabaseValue(dbValue), let raw = UInt32(exactly: value) else {
      return nil
    }
    return ListColor(rawValue: raw)
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt32.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
