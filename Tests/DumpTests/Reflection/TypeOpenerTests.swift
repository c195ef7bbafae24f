import Foundation
import Testing

@testable import Dump

/// Reflection opens values through the type their traits name; a value of another type (a
/// subclass, a wrapped value) opens as a cast to that type would.
@Suite struct TypeOpenerTests {
  private class Shape: CustomDumpStringConvertible {
    var customDumpDescription: String { "shape \(type(of: self))" }
  }

  private final class Square: Shape {}

  private struct Row: Identifiable {
    var id: Int
    var title: String
  }

  @Test func optionalsUnwrapToTheirPayloadOrNil() {
    #expect(Int?.wrappedValue(of: Int?.some(42) as Any) as? Int == 42)
    #expect(Int?.wrappedValue(of: Int?.none as Any) == nil)
    #expect(String?.wrappedValue(of: String?.some("text") as Any) as? String == "text")
    #expect(UUID?.wrappedValue(of: UUID?.none as Any) == nil)
  }

  @Test func nestedOptionalsUnwrapOneLevel() {
    let innerNil: Int?? = .some(nil)
    let unwrapped = Int??.wrappedValue(of: innerNil as Any)
    #expect(unwrapped != nil)
    #expect(unwrapped.map { $0 is Int? } == true)
    #expect(Int??.wrappedValue(of: Int??.none as Any) == nil)
  }

  @Test func valuesOfAnotherTypeOpenByCasting() {
    // A payload asked for as its optional: the cast wraps it, as it always did.
    #expect(Int?.wrappedValue(of: 7 as Any) as? Int == 7)
    #expect(Int?.wrappedValue(of: "seven" as Any) == nil)
    // A subclass asked for as its superclass.
    #expect(Shape.customDumpDescription(of: Square() as Any) == "shape Square")
    #expect(Shape.customDumpDescription(of: 1 as Any) == nil)
  }

  @Test func valuesOfTheTypeOpen() {
    #expect(Shape.customDumpDescription(of: Shape() as Any) == "shape Shape")
    #expect(Row.dumpID(of: Row(id: 3, title: "Milk") as Any) as? Int == 3)
    #expect(Row.dumpID(of: 3 as Any) == nil)
    let array = [Int].open([1, 2, 3] as Any)
    #expect(array?.isEmpty == false)
    #expect([Int].open(["one"] as Any) == nil)
  }

  @Test func valuesBoxedInAnAnyOpenAsTheirOwnType() {
    // Generic code sees each element of an `[Any]` (a diff's batch of changed parts, say) as an
    // `Any` boxed in an `Any`: its dynamic type is the inner value's, so it must open as one.
    func element<Element>(_ index: Int, of array: [Element]) -> Any { array[index] }
    let elements: [Any] = [Int?.some(42) as Any, Row(id: 5, title: "Eggs"), [1, 2]]
    #expect(Int?.wrappedValue(of: element(0, of: elements)) as? Int == 42)
    #expect(Row.dumpID(of: element(1, of: elements)) as? Int == 5)
    #expect([Int].open(element(2, of: elements))?.isEmpty == false)
    #expect(
      String(customDumping: element(1, of: elements))
        == String(customDumping: Row(id: 5, title: "Eggs")))
  }
}
