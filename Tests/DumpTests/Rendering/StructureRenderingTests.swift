import Dump
import Testing

@Suite struct StructureRenderingTests {
  @Test func singleValues() {
    #expect(String(customDumping: 1) == "1")
    #expect(String(customDumping: true) == "true")
    #expect(String(customDumping: 1.5 as Float) == "1.5")
    #expect(String(customDumping: ()) == "()")
  }

  @Test func classes() {
    #expect(
      String(customDumping: UserClass(id: 42, name: "Blob")) == """
        UserClass(
          id: 42,
          name: "Blob"
        )
        """)
    #expect(String(customDumping: Namespaced.Class(x: 0)) == "Namespaced.Class(x: 0)")
  }

  @Test func superclassFieldsComeFirst() {
    class Human {
      let name = "John"
      let age = 97
    }
    class Doctor: Human {
      let field = "Podiatry"
    }
    class Surgeon: Doctor {
      let skillLevel = "Expert"
    }
    #expect(
      String(customDumping: Surgeon()) == """
        StructureRenderingTests.Surgeon(
          name: "John",
          age: 97,
          field: "Podiatry",
          skillLevel: "Expert"
        )
        """)
  }

  @Test func enums() {
    #expect(String(customDumping: Enum.foo) == "Enum.foo")
    #expect(String(customDumping: Enum.bar(42)) == "Enum.bar(42)")
    #expect(String(customDumping: Enum.fu(bar: 42)) == "Enum.fu(bar: 42)")
    #expect(
      String(customDumping: Enum.baz(fizz: 0.9, buzz: "2")) == """
        Enum.baz(
          fizz: 0.9,
          buzz: "2"
        )
        """)
    #expect(
      String(customDumping: Enum.fizz(0.9, buzz: "2")) == """
        Enum.fizz(
          0.9,
          buzz: "2"
        )
        """)
    #expect(
      String(customDumping: Nested.nest(.fizz(0.9, buzz: "2"))) == """
        Nested.nest(
          .fizz(
            0.9,
            buzz: "2"
          )
        )
        """)
    #expect(String(customDumping: Namespaced.Enum.x(0)) == "Namespaced.Enum.x(0)")
    #expect(
      String(customDumping: [Enum.foo]) == """
        [
          [0]: .foo
        ]
        """)
  }

  @Test func genericEnumsDropTheirArguments() {
    #expect(
      String(customDumping: Result<Result<Int, any Error>, any Error>.success(.success(42))) == """
        Result.success(
          .success(42)
        )
        """)
  }

  @Test func optionalsAreTransparent() {
    #expect(
      String(customDumping: User?(User(id: 42, name: "Blob"))) == """
        User(
          id: 42,
          name: "Blob"
        )
        """)
    #expect(String(customDumping: User?.none) == "nil")
    // An enum reached through an optional keeps its short form, as in swift-custom-dump.
    #expect(String(customDumping: Enum?.some(.foo)) == ".foo")
  }

  @Test func optionalFieldIsNotPrintedInline() {
    struct Box {
      var value: Int?
    }
    #expect(
      String(customDumping: Box(value: 1)) == """
        StructureRenderingTests.Box(
          value: 1
        )
        """)
    #expect(String(customDumping: Box(value: nil)) == "StructureRenderingTests.Box(value: nil)")
  }

  @Test func tuples() {
    #expect(
      String(customDumping: (1, 2)) == """
        (
          1,
          2
        )
        """)
    #expect(
      String(customDumping: (x: 1, y: 2, ())) == """
        (
          x: 1,
          y: 2,
          ()
        )
        """)
  }

  @Test func metatypes() {
    #expect(String(customDumping: Foo.Bar.self) == "Foo.Bar.self")
    #expect(String(customDumping: (x: Double, y: Double).self) == "(x: Double, y: Double).self")
    #expect(String(customDumping: Double?.self) == "Double?.self")
    #expect(String(customDumping: [String: Int].self) == "[String: Int].self")
    #expect(String(customDumping: [[Double: Double]?].self) == "[[Double: Double]?].self")
    #expect(String(customDumping: [Double: [Double?]].self) == "[Double: [Double?]].self")
  }

  @Test func localAndNestedGenericTypes() {
    struct Inline {}
    #expect(String(customDumping: Inline()) == "StructureRenderingTests.Inline()")
    #expect(String(customDumping: Inline.self) == "StructureRenderingTests.Inline.self")
    #expect(
      String(customDumping: Generic<Int>.Inner(value: 1)) == "Generic.Inner(value: 1)")
  }

  @Test func emptyValues() {
    struct Empty {}
    #expect(String(customDumping: Empty()) == "StructureRenderingTests.Empty()")
    #expect(String(customDumping: [Int]()) == "[]")
    #expect(String(customDumping: [String: Int]()) == "[:]")
    #expect(String(customDumping: Set<Int>()) == "Set([])")
  }

  @Test func macroGeneratedPropertiesAreHidden() {
    struct ObservationRegistrar {}
    final class Object {
      let name = "Blob Sr."
      let _$observationRegistrar = ObservationRegistrar()
    }
    #expect(
      String(customDumping: Object()) == """
        StructureRenderingTests.Object(
          name: "Blob Sr."
        )
        """)
    struct Value {
      let name = "Blob Jr."
      let _$observationRegistrar = ObservationRegistrar()
    }
    #expect(
      String(customDumping: Value()) == """
        StructureRenderingTests.Value(
          name: "Blob Jr."
        )
        """)
  }
}
