import GRDB

// How snapshots write one SQLite value: typed, so that 1 and "1" differ.
enum DatabaseValueText {
  /// `NULL`, `42`, `1.5`, `"text"` (with `\"`, `\\`, `\t`, `\r` and other control characters
  /// escaped), or `X'00FF'`.
  ///
  /// With `multiline`, line breaks inside text stay line breaks; otherwise they read `\n`.
  static func literal(_ value: DatabaseValue, multiline: Bool) -> String {
    switch value.storage {
    case .null:
      return "NULL"
    case .int64(let integer):
      return String(integer)
    case .double(let double):
      return String(double)
    case .string(let string):
      return "\"" + escaped(string, keepingLineBreaks: multiline) + "\""
    case .blob(let data):
      let hex = data.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      return "X'\(hex.joined())'"
    }
  }

  // Tabs and control characters would break the alignment of a table, so they are escaped.
  private static func escaped(_ string: String, keepingLineBreaks: Bool) -> String {
    var result = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n" where keepingLineBreaks: result.unicodeScalars.append(scalar)
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  // SQLite's own order: NULL, then numbers, then text, then blobs.
  static func precedes(_ lhs: DatabaseValue, _ rhs: DatabaseValue) -> Bool {
    func rank(_ value: DatabaseValue) -> Int {
      switch value.storage {
      case .null: return 0
      case .int64, .double: return 1
      case .string: return 2
      case .blob: return 3
      }
    }
    let (left, right) = (rank(lhs), rank(rhs))
    guard left == right else { return left < right }
    switch (lhs.storage, rhs.storage) {
    case let (.int64(a), .int64(b)): return a < b
    case let (.string(a), .string(b)): return a < b
    case let (.blob(a), .blob(b)): return a.lexicographicallyPrecedes(b)
    default: return (Double.fromDatabaseValue(lhs) ?? 0) < (Double.fromDatabaseValue(rhs) ?? 0)
    }
  }
}
