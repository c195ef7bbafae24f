import Dump
import Testing

@Suite struct ConcurrentDumpTests {
  struct Box<Value: Sendable>: Sendable {
    var value: Value
    var values: [Value]
  }

  @Test func dumpsFromManyTasksAgree() async {
    let expected = String(customDumping: Box(value: 1, values: [2, 3]))
    let results = await withTaskGroup(of: String.self) { group in
      for index in 0..<32 {
        group.addTask {
          // Alternate types so tasks race to fill the shared type-name cache.
          index.isMultiple(of: 2)
            ? String(customDumping: Box(value: 1, values: [2, 3]))
            : String(customDumping: Box(value: "1", values: ["2"]))
        }
      }
      var results: [String] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 32)
    #expect(results.filter { $0 == expected }.count == 16)
    #expect(expected.hasPrefix("ConcurrentDumpTests.Box("))
  }
}
