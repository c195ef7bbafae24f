import Dump

#if canImport(Testing)
  import Testing
#endif

/// The arguments of the running Swift Testing test case, as the keys of a snapshot per
/// argument: `n: 1`, or `input: "1 +", strict: true` for several parameters.
///
/// Swift Testing's public interface says only whether a test case is parameterized; its
/// arguments are behind SPI, which the toolchain's public `.swiftinterface` does not export
/// (`@_spi(ForToolsIntegrationOnly) import Testing` finds nothing). They are read here by reflection (`Mirror`) of `Test.Case.current`
/// and `Test.current`, and this file is the only place that knows their layout. When a Swift
/// Testing release changes it, ``current`` finds nothing and the assertion falls back to one
/// snapshot for every argument, which refuses differing values: never a crash, never a snapshot
/// under the wrong key.
struct TestCaseArguments: Sendable, Equatable {
  /// The running case's key.
  var key: String
  /// Every case's key, in the order of the test's arguments; `nil` when they cannot be read.
  var allKeys: [String]?

  /// The running test case's arguments; `nil` outside a parameterized Swift Testing test, or
  /// when reflection finds them not where it expects.
  static var current: TestCaseArguments? {
    #if canImport(Testing)
      guard let testCase = Test.Case.current, testCase.isParameterized,
        let key = key(ofCase: testCase)
      else { return nil }
      return TestCaseArguments(key: key, allKeys: Test.current.flatMap(allKeys(of:)))
    #else
      return nil
    #endif
  }

  /// Whether the running Swift Testing test case is one of a parameterized test's, whether or
  /// not ``current`` can read its arguments (public API, unlike the arguments).
  static var caseIsParameterized: Bool {
    #if canImport(Testing)
      Test.Case.current?.isParameterized ?? false
    #else
      false
    #endif
  }

  /// The first key that two cases share, which would give them one entry.
  var duplicateKey: String? {
    var seen: Set<String> = []
    return allKeys?.first { !seen.insert($0).inserted }
  }

  /// The text of an argument in a key: its dump on one line (`User(id: 1, name: "Blob")`).
  ///
  /// Joining drops each line's indentation, which tells two dumps apart only where the
  /// structure does not explain it. A dump with a string of several lines (`"""`), a blank line
  /// or an indentation its brackets do not give keeps its lines instead, each break written
  /// `\n` (and each backslash `\\`), so that two arguments whose dumps differ get two keys.
  static func text(of value: Any) -> String {
    var dump = ""
    customDump(value, to: &dump)
    let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 1 || joinsWithoutLoss(lines) else {
      return dump.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\n", with: "\\n")
    }
    var text = ""
    for line in lines.map({ $0.trimmingPrefix(while: \.isWhitespace) }) {
      // No space inside brackets: `[1, 2]`, `User(id: 1)`.
      if let last = text.last, !"([".contains(last), !")]".contains(line.first ?? " ") {
        text += " "
      }
      text += line
    }
    return text
  }

  /// Whether a dump's lines hold no string of several lines and no blank line, and are
  /// indented as their brackets nest (two spaces a level): then their indentation says
  /// nothing the joined text does not.
  private static func joinsWithoutLoss(_ lines: [Substring]) -> Bool {
    var depth = 0
    for line in lines {
      let content = line.trimmingPrefix(while: { $0 == " " })
      guard let first = content.first, !first.isWhitespace, !content.contains("\"\"\"")
      else { return false }
      if ")]".contains(first) { depth -= 1 }
      guard depth >= 0, line.count - content.count == 2 * depth else { return false }
      if "([".contains(content.last ?? " ") { depth += 1 }
    }
    return true
  }

  #if canImport(Testing)
    private static let keysByTest = Locked<[String: [String]?]>([:])

    /// Every case's key, read once per test.
    private static func allKeys(of test: Test) -> [String]? {
      let id = String(describing: test.id)
      if let known = keysByTest.withLock({ $0[id] }) { return known }
      var keys: [String]? = []
      if let state = child(test, "testCasesState").flatMap(unwrapped),
        let evaluated = Mirror(reflecting: state).children.first,
        evaluated.label == "evaluated",
        let cases = evaluated.value as? any Sequence
      {
        for testCase in cases {
          guard let key = key(ofCase: testCase) else {
            keys = nil
            break
          }
          keys?.append(key)
        }
      } else {
        keys = nil
      }
      keysByTest.withLock { $0[id] = .some(keys) }
      return keys
    }
  #endif

  /// `label: value` for each argument of a `Test.Case`, joined by commas; `nil` for anything
  /// laid out otherwise.
  static func key(ofCase testCase: Any) -> String? {
    guard let kind = child(testCase, "_kind"),
      let parameterized = Mirror(reflecting: kind).children.first,
      parameterized.label == "parameterized",
      let arguments = child(parameterized.value, "arguments")
    else { return nil }
    var parts: [String] = []
    for argument in Mirror(reflecting: arguments).children {
      guard let value = child(argument.value, "value"),
        let parameter = child(argument.value, "parameter"),
        let firstName = child(parameter, "firstName") as? String
      else { return nil }
      // `_ n: Int` reads as `n`, the name the test's body uses.
      let secondName = child(parameter, "secondName").flatMap(unwrapped) as? String
      let label = firstName == "_" ? secondName ?? firstName : firstName
      parts.append(label + ": " + text(of: value))
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private static func child(_ value: Any, _ label: String) -> Any? {
    Mirror(reflecting: value).children.first { $0.label == label }?.value
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }
}
