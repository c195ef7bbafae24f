@testable import InlineSnapshot
import Testing

@Suite struct EnclosingFunctionTests {
  static let source = """
    struct Checks {
      let cached = f(1)
      var computed: Int { f(2) }
      init(name: String, _ value: Int) { f(3) }
      subscript(_ index: Int) -> Int { f(4) }
      func check(_ value: Int, against other: Int) {
        let closure = { f(6) }
      }
      func test() async throws { f(8) }
    }
    f(10)

    """

  /// The location `#line` and `#column` give for the call `f(n)`, on line `n + 1`: just past
  /// the name.
  static func call(_ n: Int) -> ParsedSource.CallLocation? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let range = lines[n].range(of: "f(\(n))") else { return nil }
    let offset = lines[n].distance(from: lines[n].startIndex, to: range.lowerBound)
    return .init(line: n + 1, column: offset + 2)
  }

  @Test(arguments: [
    (1, "cached"), (2, "computed"), (3, "init(name:_:)"), (4, "subscript(_:)"),
    // In a closure bound to a local name, `#function` is still the function's.
    (6, "check(_:against:)"), (8, "test()"),
  ])
  func namesTheDeclarationAsFunctionDoes(_ n: Int, _ name: String) throws {
    let location = try #require(Self.call(n))
    #expect(ParsedSource(Self.source).enclosingFunction(of: location) == name)
  }

  @Test func aCallAtTopLevelOrNowhereHasNone() throws {
    let source = ParsedSource(Self.source)
    #expect(source.enclosingFunction(of: try #require(Self.call(10))) == nil)
    #expect(source.enclosingFunction(of: .init(line: 1, column: 1)) == nil)
  }
}

@Suite struct EnclosingDeclarationTests {
  static let source = """
    enum Outer {
      struct Inner {
        func test() { f(3) }
      }
    }
    extension Outer.Inner {
      var computed: Int { let local = f(7); return local }
    }
    struct `Suite` {
      func test() { f(10) }
    }
    func test() { f(12) }

    """

  @Test(arguments: [
    (3, "test()", ["Outer", "Inner"]), (7, "computed", ["Outer", "Inner"]),
    (10, "test()", ["Suite"]), (12, "test()", []),
  ])
  func namesTheTypesAroundTheDeclaration(_ line: Int, _ name: String, _ types: [String]) throws {
    let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
    let range = try #require(lines[line - 1].range(of: "f(\(line))"))
    let column = lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound)
    #expect(
      ParsedSource(Self.source).enclosingDeclaration(of: .init(line: line, column: column + 2))
        == .init(name: name, typeNames: types))
  }

  @Test func listsEveryDeclarationOfAName() {
    let source = ParsedSource(Self.source)
    #expect(
      source.declarations(named: "test()").map(\.typeNames)
        == [["Outer", "Inner"], ["Suite"], []])
    // A `let` in a getter is not a declaration `#function` names; the property is.
    #expect(source.declarations(named: "local").isEmpty)
    #expect(source.declarations(named: "computed").count == 1)
  }
}
