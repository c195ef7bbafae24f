import Dump
import Testing

@Suite struct CustomizationTests {
  @Test func stringConvertibleReplacesTheValue() {
    #expect(String(customDumping: Redacted(rawValue: "secret")) == "<redacted>")
  }

  @Test func multiLineDescriptionsAreIndented() {
    struct Poem: CustomDumpStringConvertible {
      var customDumpDescription: String { "Roses\nViolets" }
    }
    struct Book {
      var poem = Poem()
      var pages = 2
    }
    #expect(
      String(customDumping: Book()) == """
        CustomizationTests.Book(
          poem: Roses
          Violets,
          pages: 2
        )
        """)
  }

  @Test func reflectableChoosesTheFields() {
    let state = LoginState(email: "blob@pointfree.co", password: "bl0b", token: "secret")
    #expect(
      String(customDumping: state) == """
        LoginState(
          email: "blob@pointfree.co",
          password: <redacted>
        )
        """)
  }

  @Test func reflectableCanChangeTheShape() {
    #expect(
      String(customDumping: Button()) == """
        Button.cancel(
          action: nil,
          label: "Cancel"
        )
        """)
  }

  @Test func reflectableKeepsMacroFieldsItLists() {
    struct ObservationRegistrar {}
    final class Object: CustomDumpReflectable {
      let name = "Blob"
      let _$observationRegistrar = ObservationRegistrar()
      var customDumpMirror: Mirror {
        Mirror(
          self,
          children: ["name": name, "_$observationRegistrar": _$observationRegistrar],
          displayStyle: .class
        )
      }
    }
    #expect(
      String(customDumping: Object()) == """
        CustomizationTests.Object(
          name: "Blob",
          _$observationRegistrar: CustomizationTests.ObservationRegistrar()
        )
        """)
  }

  @Test func representableDumpsAnotherValue() {
    #expect(String(customDumping: Wrapper(rawValue: 42)) == "42")
    #expect(String(customDumping: Wrapper(rawValue: Wrapper(rawValue: "deep"))) == #""deep""#)
  }

  @Test func representableThatNeverEndsStops() {
    struct Loop: CustomDumpRepresentable, CustomStringConvertible {
      var customDumpValue: Any { self }
      var description: String { "Loop" }
    }
    #expect(String(customDumping: Loop()) == "Loop")
  }

  @Test func mirrorWithoutDisplayStylePrintsTheDescription() {
    struct Vector: CustomDumpReflectable, CustomStringConvertible {
      var customDumpMirror: Mirror { Mirror(self, unlabeledChildren: [1, 2]) }
      var description: String { "Vector(1, 2)" }
    }
    #expect(String(customDumping: Vector()) == "Vector(1, 2)")
  }
}
