import Foundation
@testable import InlineSnapshot
import Testing

/// The compiler's `#line`/`#column` defaults, in every call shape, find the call in the index.
@Suite struct CallLocationTests {
  static let source = ParsedSource(
    (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? "",
    fileName: #filePath
  )

  @Test func everyCallShapeIsFound() {
    let locations = [
      where_(),
      where_(1),
      where_ { _ = 1 },
      where_(1) { _ = 1 },
      where_(1, body: { _ = 1 }),
      where_ { _ = 1 } then: { _ = 2 },
      self.where_(2),
      CallLocationTests.where_(3),
      where_(
        4
      ),
    ]
    let sameLine = (where_(5), where_(6))
    for location in locations + [sameLine.0, sameLine.1] {
      let found = Self.source.call(at: .init(line: Int(location.line), column: Int(location.column)))
      #expect(found != nil, "no call at \(location.line):\(location.column)")
    }
  }

  @discardableResult
  static func where_(
    _ value: Int = 0,
    body: () -> Void = {},
    then: () -> Void = {},
    line: UInt = #line,
    column: UInt = #column
  ) -> (line: UInt, column: UInt) {
    (line, column)
  }

  @discardableResult
  func where_(
    _ value: Int = 0,
    body: () -> Void = {},
    then: () -> Void = {},
    line: UInt = #line,
    column: UInt = #column
  ) -> (line: UInt, column: UInt) {
    (line, column)
  }
}
