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

@Test(arguments: [1, 2, 3])
func tens(n: Int) {
  // run.sh sets ONLY_N for a run in which only one argument reaches the assertion.
  if let only = ProcessInfo.processInfo.environment["ONLY_N"], only != "\(n)" { return }
  assertInlineSnapshot(of: n * 10, as: .customDump)
}

@Test(arguments: ["Blob", #"Blob "Jr""#], [false, true])
func greetings(name: String, loud: Bool) {
  let greeting = "Hello, \(name)!"
  assertInlineSnapshot(of: loud ? greeting.uppercased() : greeting, as: .lines)
}

@Test(arguments: [Order(item: "tea", quantity: 2), Order(item: "cake", quantity: 1)])
func totals(order: Order) {
  assertInlineSnapshot(of: total(order), as: .customDump)
}

@Test func sharedHelper() {
  greetingEntry(from: "Swift Testing")
}
