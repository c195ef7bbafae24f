import Foundation
import InlineSnapshot
import Testing

struct Order: Sendable {
  var item: String
  var quantity: Int
}

func total(_ order: Order) -> Int {
  order.quantity * (order.item == "tea" ? 3 : 5)
}

@Test(arguments: [2, 3, 4])
func tens(n: Int) {
  // run.sh sets ONLY_N for a run in which only one argument reaches the assertion.
  if let only = ProcessInfo.processInfo.environment["ONLY_N"], only != "\(n)" { return }
  assertInlineSnapshot(of: n * 10, as: .customDump) {
    [
      "n: 2": """
      20
      """,
      "n: 3": """
      30
      """,
      "n: 4": """
      40
      """,
    ]
  }
}

@Test(arguments: ["Blob", #"Blob "Jr""#], [false, true])
func greetings(name: String, loud: Bool) {
  let greeting = "Hello, \(name)!"
  assertInlineSnapshot(of: loud ? greeting.uppercased() : greeting, as: .lines) {
    [
      #"name: "Blob", loud: false"#: """
      Hello, Blob!
      """,
      #"name: "Blob", loud: true"#: """
      HELLO, BLOB!
      """,
      ##"name: #"Blob "Jr""#, loud: false"##: """
      Hello, Blob "Jr"!
      """,
      ##"name: #"Blob "Jr""#, loud: true"##: """
      HELLO, BLOB "JR"!
      """,
    ]
  }
}

@Test(arguments: [Order(item: "tea", quantity: 2), Order(item: "cake", quantity: 1)])
func totals(order: Order) {
  assertInlineSnapshot(of: total(order), as: .customDump) {
    [
      #"order: Order(item: "tea", quantity: 2)"#: """
      6
      """,
      #"order: Order(item: "cake", quantity: 1)"#: """
      5
      """,
    ]
  }
}

@Test func sharedHelper() {
  greetingEntry(from: "Swift Testing")
}
