import Foundation
import Testing

@testable import Dump

/// Reflection opens values through the type their traits name, reading them in place; a value
/// of any other type (a subclass, a wrapped value) still opens by the cast it used to take.
@Suite struct ExactTypeOpenerTests {
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

  @Test func exactValuesOpenInPlace() {
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
    let elements: [Any] = [42, "text"]
    var number: Int?
    #expect(withExactValue(element(0, of: elements), as: Int.self) { number = $0 })
    #expect(number == 42)
    var text: String?
    #expect(withExactValue(element(1, of: elements), as: String.self) { text = $0 })
    #expect(text == "text")
    #expect(!withExactValue(element(1, of: elements), as: Int.self) { _ in })
  }

  @Test func openingReadsWithoutConsuming() {
    // The value is read in place: the caller's copy and its storage stay intact.
    let titles = ["a", "b"]
    let boxed: Any = titles
    var seen: [String] = []
    #expect(withExactValue(boxed, as: [String].self) { seen = $0 })
    #expect(seen == titles)
    #expect(boxed as? [String] == titles)
    #expect(!withExactValue(boxed, as: [Int].self) { _ in Issue.record("opened as [Int]") })
  }
}
