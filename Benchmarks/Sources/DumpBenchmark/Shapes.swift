/// The shapes users diff besides plain records, each built from `Record`s so that sizes compare.

/// A screen's row: not `Identifiable` itself, it wraps an `Identifiable` record.
struct Row: Equatable, Sendable {
  var record: Record
  var isSelected: Bool
  var labels: [String]

  static func sample(count: Int) -> [Row] {
    Record.sample(count: count).enumerated().map { index, record in
      Row(record: record, isSelected: index % 4 == 0, labels: ["row", "\(index % 9)"])
    }
  }

  /// Every `stride`-th row's labels grow by one.
  static func changingEvery(_ stride: Int, of rows: [Row]) -> [Row] {
    var changed = rows
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      changed[index].labels.append("new")
    }
    return changed
  }
}

/// The same row without `Equatable`: every element must be reflected to be compared.
struct PlainRow: Sendable {
  var record: Record
  var isSelected: Bool
  var labels: [String]

  init(_ row: Row) {
    record = row.record
    isSelected = row.isSelected
    labels = row.labels
  }
}

/// An enum with payloads and without, as feeds and timelines hold.
enum Item: Equatable, Sendable {
  case record(Record)
  case note(String)
  case divider

  static func sample(count: Int) -> [Item] {
    Record.sample(count: count).enumerated().map { index, record in
      switch index % 3 {
      case 0: .record(record)
      case 1: .note("Note \(index)")
      default: .divider
      }
    }
  }

  static func changingEvery(_ stride: Int, of items: [Item]) -> [Item] {
    var changed = items
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      switch changed[index] {
      case .record(var record):
        record.name += " (edited)"
        changed[index] = .record(record)
      case .note(let text): changed[index] = .note(text + " (edited)")
      case .divider: changed[index] = .note("Added")
      }
    }
    return changed
  }
}

/// A hashable value for sets, and the value of dictionaries.
struct Label: Hashable, Sendable {
  var name: String
  var color: Int
  var isPinned: Bool

  static func sample(count: Int) -> [Label] {
    (0..<count).map { Label(name: "label \($0)", color: $0 % 12, isPinned: $0 % 5 == 0) }
  }

  static func changingEvery(_ stride: Int, of labels: [Label]) -> [Label] {
    var changed = labels
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      changed[index].isPinned.toggle()
    }
    return changed
  }
}

/// A small value as a unit test compares it: five fields.
struct Profile: Equatable, Sendable {
  var id: Int
  var name: String
  var email: String
  var age: Int
  var isAdmin: Bool

  static let sample = Profile(
    id: 42, name: "Blob", email: "blob@example.com", age: 31, isAdmin: false)
  static let edited = Profile(
    id: 42, name: "Blob, Esq.", email: "blob@example.com", age: 32, isAdmin: false)
}

extension Record {
  /// Every fourth record is `nil`.
  static func optionalSample(count: Int) -> [Record?] {
    sample(count: count).enumerated().map { $0 % 4 == 3 ? nil : $1 }
  }

  /// Every 20th optional record turns `nil`; every other `stride`-th one is renamed.
  static func changingEvery(_ stride: Int, of records: [Record?]) -> [Record?] {
    var changed = records
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      if index % (2 * stride) == 0 {
        changed[index] = nil
      } else {
        changed[index]?.name += " (edited)"
      }
    }
    return changed
  }

  /// The records in groups of `size`.
  static func grouped(_ records: [Record], size: Int) -> [[Record]] {
    Swift.stride(from: 0, to: records.count, by: size).map {
      Array(records[$0..<Swift.min($0 + size, records.count)])
    }
  }
}
