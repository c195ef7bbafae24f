import Dump
import Foundation
import Testing

@Suite struct FoundationConformanceTests {
  @Test func dates() {
    #expect(String(customDumping: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 1_700_000_000.123))
        == "Date(2023-11-14T22:13:20.123Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: -0.5)) == "Date(1969-12-31T23:59:59.500Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 951_782_400))
        == "Date(2000-02-29T00:00:00.000Z)")
  }

  // Deliberate difference: swift-custom-dump rounds to milliseconds, hiding the change.
  @Test func datesWithSubMillisecondPrecision() {
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 1_700_000_000.1239))
        == "Date(2023-11-14T22:13:20.123900Z)")
  }

  @Test func datesReadAsFoundationsCalendarWritesThem() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    // Every field's padding, leap days and a five-digit year, on whole milliseconds.
    let intervals: [TimeInterval] =
      [-12_000_000_000, -86_400.25, 0.007, 59.5, 3_599, 68_223_600.01, 1e12]
      + stride(from: 0.0, to: 2e10, by: 987_654_321).map { $0 }
    for interval in intervals {
      let date = Date(timeIntervalSince1970: interval)
      #expect(String(customDumping: date) == "Date(\(formatter.string(from: date)))")
    }
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 0.000_001))
        == "Date(1970-01-01T00:00:00.000001Z)")
  }

  @Test func datesBeforeTheGregorianReformUseFoundationsCalendar() {
    #expect(String(customDumping: Date.distantPast) == "Date(0001-01-01T00:00:00.000Z)")
  }

  @Test func optionalDateFieldPrintsInline() {
    struct NestedDate {
      var date: Date?
    }
    #expect(
      String(customDumping: NestedDate(date: Date(timeIntervalSince1970: 0)))
        == "FoundationConformanceTests.NestedDate(date: Date(1970-01-01T00:00:00.000Z))")
  }

  @Test func urlsUUIDsAndData() throws {
    let url = try #require(URL(string: "https://www.pointfree.co/"))
    #expect(String(customDumping: url) == "URL(https://www.pointfree.co/)")
    let uuid = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    #expect(String(customDumping: uuid) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    let counting = UUID(uuid: (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
    for uuid in [UUID(), UUID(), counting] {
      #expect(String(customDumping: uuid) == "UUID(\(uuid.uuidString))")
    }
    #expect(String(customDumping: Data([1])) == "Data(1 byte)")
    #expect(String(customDumping: Data(count: 16_811)) == "Data(16,811 bytes)")
    #expect(String(customDumping: NSData(data: Data(count: 4))) == "Data(4 bytes)")
  }

  @Test func numbers() {
    #expect(String(customDumping: Decimal(string: "1.23")) == "1.23")
    #expect(String(customDumping: NSRange(0..<1)) == "0..<1")
    #expect(String(customDumping: 1...3) == "1...3")
    #expect(String(customDumping: 1 as NSNumber) == "1")
  }

  @Test func bridgedCollections() {
    #expect(
      String(customDumping: [1, 2] as NSArray) == """
        [
          [0]: 1,
          [1]: 2
        ]
        """)
    #expect(
      String(customDumping: [2: "2", 1: "1"] as NSDictionary) == """
        [
          1: "1",
          2: "2"
        ]
        """)
    #expect(
      String(customDumping: NSSet(array: [3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """)
    #expect(
      String(customDumping: [1, 2] as NSOrderedSet) == """
        [
          [0]: 1,
          [1]: 2
        ]
        """)
  }

  @Test func errors() {
    let error = NSError(
      domain: "co.pointfree", code: 42,
      userInfo: [NSLocalizedDescriptionKey: "An error occurred" as NSString])
    #expect(
      String(customDumping: error) == """
        NSError(
          domain: "co.pointfree",
          code: 42,
          userInfo: [
            "NSLocalizedDescription": "An error occurred"
          ]
        )
        """)
    enum Failure: Error {
      case thisIsFine(Int)
    }
    #expect(
      String(customDumping: Failure.thisIsFine(94))
        == "FoundationConformanceTests.Failure.thisIsFine(94)")
  }

  @Test func localesAndTimeZones() throws {
    #expect(String(customDumping: Locale(identifier: "en_US")) == "Locale(en_US)")
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    #expect(
      String(customDumping: utc) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """)
  }
}
