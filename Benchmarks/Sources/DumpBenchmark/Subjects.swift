import CustomDump
import Dump

/// One library's operations, called by module-qualified name.
protocol Subject {
  static var name: String { get }
  static func dump<Value>(_ value: Value) -> String
  static func diff<Value>(_ old: Value, _ new: Value) -> String?
}

enum Verbatim: Subject {
  static let name = "Dump"

  static func dump<Value>(_ value: Value) -> String {
    var output = ""
    Dump.customDump(value, to: &output)
    return output
  }

  static func diff<Value>(_ old: Value, _ new: Value) -> String? {
    Dump.diff(old, new)
  }
}

enum Peer: Subject {
  static let name = "CustomDump 1.7.3"

  static func dump<Value>(_ value: Value) -> String {
    var output = ""
    CustomDump.customDump(value, to: &output)
    return output
  }

  static func diff<Value>(_ old: Value, _ new: Value) -> String? {
    CustomDump.diff(old, new)
  }
}
