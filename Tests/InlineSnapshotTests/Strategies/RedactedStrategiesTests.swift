import Dump
import Foundation
import InlineSnapshot
import Testing

/// Redactions reach every value strategy, not only `.customDump`.
struct RedactedStrategiesTests {
  struct Item: Codable, Equatable {
    var id = UUID()
    var ownerID: UUID
    var title: String
    var createdAt = Date()
  }

  struct Payload: Codable {
    var id = UUID()
    var items: [Item]
    var note: String
  }

  static func payload() -> Payload {
    let owner = UUID()
    return Payload(
      items: [Item(ownerID: owner, title: "Milk"), Item(ownerID: owner, title: "Eggs")],
      note: "fetched by \(owner.uuidString.lowercased())")
  }

  static let typed: [DumpRedaction] = [.type(UUID.self), .type(Date.self)]

  /// The log line of GettingStarted.md's "Redact ids and dates".
  @Test func aLogLineReadsAsGettingStartedShowsOnEveryRun() throws {
    let text = try Snapshotting<String, String>.lines(
      redacting: [.scrubbing(.uuids, .iso8601Dates)]
    ).snapshot("\(Date.now.ISO8601Format()) GET /lists/\(UUID())")
    #expect(text == "Date(<1>) GET /lists/UUID(<1>)")
  }

  @Test func jsonRedactsByTypeWhileEncodingAndNumbersInPrintedOrder() throws {
    let text = try Snapshotting<Payload, String>.json(
      redacting: Self.typed + [.scrubbing(.uuids)]
    ).snapshot(Self.payload())
    #expect(
      text == """
        {
          "id" : "UUID(<1>)",
          "items" : [
            {
              "createdAt" : "Date(<1>)",
              "id" : "UUID(<2>)",
              "ownerID" : "UUID(<3>)",
              "title" : "Milk"
            },
            {
              "createdAt" : "Date(<2>)",
              "id" : "UUID(<4>)",
              "ownerID" : "UUID(<3>)",
              "title" : "Eggs"
            }
          ],
          "note" : "fetched by UUID(<3>)"
        }
        """)
  }

  @Test func jsonRedactsAndOmitsByPath() throws {
    let text = try Snapshotting<Payload, String>.json(
      redacting: [.path(".items[*].id"), .omitting("**.createdAt"), .omitting(".id"),
        .omitting(".items[1]"), .path(#".items[0]["ownerID"]"#)]
    ).snapshot(Self.payload())
    #expect(
      text.replacingOccurrences(of: #""note" : "fetched by [^"]*""#, with: "NOTE",
        options: .regularExpression) == """
        {
          "items" : [
            {
              "id" : "UUID(<1>)",
              "ownerID" : "UUID(<2>)",
              "title" : "Milk"
            }
          ],
          NOTE
        }
        """)
  }

  @Test func jsonKeepsTheEncodersOwnDateStrategy() throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    let item = Item(
      id: UUID(), ownerID: UUID(), title: "Milk", createdAt: Date(timeIntervalSince1970: 0))
    let text = try Snapshotting<Item, String>.json(encoder, redacting: [.type(UUID.self)])
      .snapshot(item)
    #expect(
      text
        == #"{"createdAt":"1970-01-01T00:00:00Z","id":"UUID(<1>)","ownerID":"UUID(<2>)","title":"Milk"}"#
    )
  }

  @Test func jsonKeepsDictionaryKeysAsTheEncoderDoes() throws {
    struct Tagged: Encodable {
      var tagCounts: [String: Date]
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    let value = Tagged(tagCounts: ["someTag": Date(timeIntervalSince1970: 0), "otherTag": Date()])
    let text = try Snapshotting<Tagged, String>.json(
      encoder, redacting: [.path(#".tagCounts["otherTag"]"#)]
    ).snapshot(value)
    #expect(
      text == #"{"tag_counts":{"otherTag":"Date(<1>)","someTag":"1970-01-01T00:00:00Z"}}"#)
  }

  @Test func jsonWithoutRedactionsIsTheEncodersTextToTheByte() throws {
    let payload = Self.payload()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let expected = String(decoding: try encoder.encode(payload), as: UTF8.self)
    #expect(try Snapshotting<Payload, String>.json.snapshot(payload) == expected)
  }

  @Test func untypedJSONRedactsByPath() throws {
    let object: [String: Any] = ["id": UUID().uuidString, "items": [["id": 1, "at": "x"]]]
    let text = try withDumpRedactions([.path(".id"), .omitting(".items[*].at")]) {
      try Snapshotting<[String: Any], String>.json.snapshot(object)
    }
    #expect(
      text == """
        {
          "id" : "String(<1>)",
          "items" : [
            {
              "id" : 1
            }
          ]
        }
        """)
  }

  @Test func dumpRedactsOnlyWhenAsked() throws {
    let item = Item(ownerID: UUID(), title: "Milk")
    let plain = try Snapshotting<Item, String>.dump.snapshot(item)
    #expect(plain.contains(item.id.uuidString))
    let text = try withDumpRedactions(Self.typed) {
      try Snapshotting<[Item], String>.dump.snapshot([item, item])
    }
    #expect(
      text == """
        ▿ 2 elements
          ▿ Item
            - createdAt: Date(<1>)
            - id: UUID(<1>)
            - ownerID: UUID(<2>)
            - title: "Milk"
          ▿ Item
            - createdAt: Date(<1>)
            - id: UUID(<1>)
            - ownerID: UUID(<2>)
            - title: "Milk"

        """)
  }

  @Test func dumpRedactsByPathAndOrdersSetsByUnnumberedPlaceholders() throws {
    let ids: Set<UUID> = [UUID(), UUID(), UUID()]
    let text = try Snapshotting<[String: Set<UUID>], String>.dump(
      redacting: [.type(UUID.self)]
    ).snapshot(["a": ids])
    #expect(
      text == """
        ▿ 1 key/value pair
          ▿ (2 elements)
            - key: "a"
            ▿ value: 3 members
              - UUID(<1>)
              - UUID(<2>)
              - UUID(<3>)

        """)
    let item = Item(ownerID: UUID(), title: "Milk")
    let byPath = try Snapshotting<[Item], String>.dump(
      redacting: [.path("[*].ownerID"), .omitting("[*].createdAt"), .omitting("[0].id")]
    ).snapshot([item])
    #expect(
      byPath == """
        ▿ 1 element
          ▿ Item
            - ownerID: UUID(<1>)
            - title: "Milk"

        """)
  }

  @Test func descriptionRedactsARedactedValueAndScrubsItsText() throws {
    let id = UUID()
    let text = try withDumpRedactions([.type(UUID.self), .scrubbing(.uuids)]) {
      (
        try Snapshotting<UUID, String>.description.snapshot(id),
        try Snapshotting<[UUID], String>.description.snapshot([id, UUID(), id])
      )
    }
    #expect(text.0 == "UUID(<1>)")
    #expect(text.1 == "[UUID(<1>), UUID(<2>), UUID(<1>)]")
  }

  @Test func linesScrubAndShareOneNumberingWithTheDump() throws {
    let id = UUID()
    struct Entry { var id: UUID; var log: String }
    let entry = Entry(
      id: id, log: "2026-03-01T09:30:00Z saved \(id) to /tmp/x-\(UUID())/a.db, next \(UUID())")
    let text = try withDumpRedactions(
      [.type(UUID.self), .scrubbing(.uuids, .iso8601Dates, .temporaryPaths)]
    ) {
      try Snapshotting<Entry, String>.customDump.snapshot(entry)
    }
    #expect(
      text == """
        RedactedStrategiesTests.Entry(
          id: UUID(<1>),
          log: "Date(<1>) saved UUID(<1>) to TemporaryPath(<1>), next UUID(<2>)"
        )
        """)
    let log = "\u{1B}[32mINFO\u{1B}[0m job \(id) took 41 ms; job \(id) again"
    let lines = try Snapshotting<String, String>.lines(
      redacting: [.scrubbing(.ansiEscapeCodes, .uuids, .replacing(#"\d+ ms"#, with: "<n> ms"))]
    ).snapshot(log)
    #expect(lines == "INFO job UUID(<1>) took <n> ms; job UUID(<1>) again")
    #expect(try Snapshotting<String, String>.lines.snapshot(log) == log)
  }

  @Test(.snapshots(redacting: [.type(UUID.self), .type(Date.self)]))
  func theTraitReachesEveryStrategyWithTheSameNumbers() throws {
    let payload = Self.payload()
    let json = try Snapshotting<Payload, String>.json.snapshot(payload)
    let dump = try Snapshotting<Payload, String>.dump.snapshot(payload)
    let custom = try Snapshotting<Payload, String>.customDump.snapshot(payload)
    #expect(json.contains(#""ownerID" : "UUID(<3>)""#))
    #expect(dump.contains("- ownerID: UUID(<3>)"))
    #expect(custom.contains("ownerID: UUID(<3>)"))
    for text in [json, dump, custom] {
      #expect(!text.contains(payload.id.uuidString))
    }
  }
}
