import Foundation
import InlineSnapshot
import Testing

struct Item: Codable {
  var id: UUID
  var ownerID: UUID
  var title: String
  var createdAt: Date
}

// Fresh random ids and dates on every run; the second item belongs to the first one's owner.
func items() -> [Item] {
  let owner = UUID()
  let now = Date(timeIntervalSince1970: .random(in: 1e9...2e9))
  return [
    Item(id: owner, ownerID: owner, title: "Milk", createdAt: now),
    Item(id: UUID(), ownerID: owner, title: "Eggs", createdAt: now.addingTimeInterval(60)),
  ]
}

@Suite(.snapshots(redacting: [.type(UUID.self), .type(Date.self)]))
struct RedactionTests {
  @Test func customDump() {
    assertInlineSnapshot(of: items(), as: .customDump)
  }

  @Test func json() {
    assertInlineSnapshot(of: items(), as: .json)
  }

  @Test func dump() {
    assertInlineSnapshot(of: items(), as: .dump)
  }

  // A file snapshot: recorded under __Snapshots__, redacted as inline ones are.
  @Test func jsonFile() {
    assertSnapshot(of: items(), as: .json)
  }

  @Test(.snapshots(redacting: [.scrubbing(.uuids, .iso8601Dates, .temporaryPaths)]))
  func log() {
    let id = UUID()
    let time = Date().formatted(.iso8601)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-\(UUID().uuidString)").appendingPathExtension("db").path
    let log = """
      \(time) INFO saved item \(id)
      \(time) INFO wrote \(path)
      \(time) INFO item \(id) done
      """
    assertInlineSnapshot(of: log, as: .lines)
  }
}
