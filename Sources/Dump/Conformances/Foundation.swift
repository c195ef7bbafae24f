import Foundation

// Foundation types whose default mirrors show private storage. Bridged Objective-C classes
// dump as their Swift value types.

extension URL: CustomDumpStringConvertible {
  /// `URL(https://example.com/path)`.
  public var customDumpDescription: String { "URL(\(absoluteString))" }
}

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-…)`, upper case as `uuidString` spells it.
  public var customDumpDescription: String {
    // Spelled out by hand into one buffer: `uuidString` goes through a C formatter, and
    // building intermediate arrays costs as much, in dumps of thousands of ids.
    withUnsafeBytes(of: uuid) { raw in
      String(unsafeUninitializedCapacity: 42) { text in
        var count = 0
        func append(_ byte: UInt8) {
          text[count] = byte
          count += 1
        }
        for byte in "UUID(".utf8 { append(byte) }
        for (offset, byte) in raw.enumerated() {
          if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
            append(UInt8(ascii: "-"))
          }
          append(Self.hexDigit(byte >> 4))
          append(Self.hexDigit(byte & 0x0F))
        }
        append(UInt8(ascii: ")"))
        return count
      }
    }
  }

  // Upper case, as `uuidString` spells it.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}

extension Data: CustomDumpStringConvertible {
  /// The size only, with thousands separators: `Data(16,811 bytes)`.
  public var customDumpDescription: String {
    "Data(\(Self.groupedDigits(count)) \(count == 1 ? "byte" : "bytes"))"
  }

  private static func groupedDigits(_ value: Int) -> String {
    var digits = Array(String(value))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// The decimal as written: `1.23`.
  public var customDumpDescription: String { description }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`.
  public var customDumpDescription: String { "Locale(\(identifier))" }
}

extension Calendar: CustomDumpReflectable {
  /// The calendar's identifier, locale, time zone and week settings.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "locale": locale as Any,
        "timeZone": timeZone,
        "firstWeekday": firstWeekday,
        "minimumDaysInFirstWeek": minimumDaysInFirstWeek,
      ],
      displayStyle: .struct
    )
  }
}

extension TimeZone: CustomDumpReflectable {
  /// The zone's identifier, abbreviation and current offset.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "abbreviation": abbreviation() as Any,
        "secondsFromGMT": secondsFromGMT(),
        "isDaylightSavingTime": isDaylightSavingTime(),
      ],
      displayStyle: .struct
    )
  }
}

extension NSError: CustomDumpReflectable {
  /// Domain, code and user info; a bridged Swift error dumps as itself where the platform
  /// can unwrap it.
  public var customDumpMirror: Mirror {
    let swiftError = self as any Error
    guard type(of: swiftError) is NSError.Type else {
      return Mirror(reflecting: swiftError)
    }
    return Mirror(
      self,
      children: ["domain": domain, "code": code, "userInfo": userInfo],
      displayStyle: .class
    )
  }
}

extension NSExceptionName: CustomDumpStringConvertible {
  /// The raw name.
  public var customDumpDescription: String { rawValue }
}

extension NSOrderedSet: CustomDumpReflectable {
  /// The elements, in order, like an array.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: array, displayStyle: .collection)
  }
}

extension NSValue: CustomDumpStringConvertible {
  /// The value's debug description.
  public var customDumpDescription: String { debugDescription }
}

extension NSAttributedString: CustomDumpRepresentable {
  /// The plain text, without attributes.
  public var customDumpValue: Any { string }
}

extension NSCalendar: CustomDumpRepresentable {
  /// Dumps as `Calendar`.
  public var customDumpValue: Any { self as Calendar }
}

extension NSData: CustomDumpRepresentable {
  /// Dumps as `Data`.
  public var customDumpValue: Any { self as Data }
}

extension NSDate: CustomDumpRepresentable {
  /// Dumps as `Date`.
  public var customDumpValue: Any { self as Date }
}

extension NSIndexPath: CustomDumpRepresentable {
  /// Dumps as `IndexPath`.
  public var customDumpValue: Any { self as IndexPath }
}

extension NSIndexSet: CustomDumpRepresentable {
  /// Dumps as `IndexSet`.
  public var customDumpValue: Any { self as IndexSet }
}

extension NSLocale: CustomDumpRepresentable {
  /// Dumps as `Locale`.
  public var customDumpValue: Any { self as Locale }
}

extension NSMeasurement: CustomDumpRepresentable {
  /// Dumps as `Measurement`.
  public var customDumpValue: Any { self as Measurement }
}

extension NSNotification: CustomDumpRepresentable {
  /// Dumps as `Notification`.
  public var customDumpValue: Any { self as Notification }
}

extension NSRange: CustomDumpRepresentable {
  /// Dumps as a `Range<Int>` (`0..<1`), or `nil` when the location is `NSNotFound`.
  public var customDumpValue: Any { Range(self) as Any }
}

extension NSString: CustomDumpRepresentable {
  /// Dumps as `String`.
  public var customDumpValue: Any { self as String }
}

extension NSTimeZone: CustomDumpRepresentable {
  /// Dumps as `TimeZone`.
  public var customDumpValue: Any {
    #if canImport(Darwin)
      return self as TimeZone
    #else
      return TimeZone(identifier: name) as Any
    #endif
  }
}

extension NSURL: CustomDumpRepresentable {
  /// Dumps as `URL`.
  public var customDumpValue: Any { self as URL }
}

extension NSURLComponents: CustomDumpRepresentable {
  /// Dumps as `URLComponents`.
  public var customDumpValue: Any { self as URLComponents }
}

extension NSURLQueryItem: CustomDumpRepresentable {
  /// Dumps as `URLQueryItem`.
  public var customDumpValue: Any { self as URLQueryItem }
}

extension NSUUID: CustomDumpRepresentable {
  /// Dumps as `UUID`.
  public var customDumpValue: Any { self as UUID }
}
