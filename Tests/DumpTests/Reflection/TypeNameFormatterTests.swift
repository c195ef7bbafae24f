@testable import Dump
import Testing

@Suite struct TypeNameFormatterTests {
  @Test(arguments: [
    ("Swift.Int", "Int"),
    ("MyApp.User", "User"),
    ("MyApp.Outer.Inner", "Outer.Inner"),
    ("MyApp.Tests.(unknown context at $10a2b).(unknown context at $1c).Local", "Tests.Local"),
    ("Swift.Optional<Swift.Int>", "Int?"),
    ("Swift.Array<Swift.Optional<Swift.Int>>", "[Int?]"),
    ("Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>", "[String: [Int]]"),
    ("Swift.Optional<Swift.Dictionary<Swift.String, Swift.Int>>", "[String: Int]?"),
    ("Swift.Result<Swift.Int, Swift.Error>", "Result"),
    ("MyApp.Outer<Swift.Int>.Inner", "Outer.Inner"),
    ("(x: Swift.Double, y: Swift.Double)", "(x: Double, y: Double)"),
    ("(MyApp.Box<Swift.Int>, MyApp.Box<Swift.String>)", "(Box, Box)"),
    ("Swift.Optional<(Swift.Int) -> Swift.String>", "((Int) -> String)?"),
  ])
  func formats(qualified: String, expected: String) {
    #expect(TypeNameFormatter.format(qualified) == expected)
  }

  @Test func keepsGenericArgumentsWhenAsked() {
    #expect(
      TypeNameFormatter.format("Swift.KeyPath<MyApp.User, Swift.Int>", genericArguments: true)
        == "KeyPath<User, Int>")
  }

  @Test func cachesPerType() {
    let first = TypeNameFormatter.name(of: [String: Int?].self)
    #expect(first == "[String: Int?]")
    #expect(TypeNameFormatter.name(of: [String: Int?].self) == first)
  }
}
