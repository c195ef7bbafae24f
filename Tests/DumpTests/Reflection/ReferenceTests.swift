import Dump
import Testing

@Suite struct ReferenceTests {
  @Test func cycleIsMarkedAndEnds() {
    let foo = RecursiveFoo()
    foo.foo = foo
    defer { foo.foo = nil }
    #expect(
      String(customDumping: foo) == """
        RecursiveFoo(
          foo: RecursiveFoo(↩︎)
        )
        """)
  }

  @Test func parentsAndChildrenCycle() {
    class Human {
      let name: String
      init(name: String) { self.name = name }
    }
    class Child: Human {
      weak var parent: Parent?
    }
    class Parent: Human {
      let children: [Human]
      init(name: String, children: [Child]) {
        self.children = children
        super.init(name: name)
        for child in children { child.parent = self }
      }
    }
    let parent = Parent(name: "Arthur", children: [Child(name: "Ginny"), Child(name: "Ron")])
    #expect(
      String(customDumping: parent) == """
        ReferenceTests.Parent(
          name: "Arthur",
          children: [
            [0]: ReferenceTests.Child(
              name: "Ginny",
              parent: ReferenceTests.Parent(↩︎)
            ),
            [1]: #1 ReferenceTests.Child(
              name: "Ron",
              parent: ReferenceTests.Parent(↩︎)
            )
          ]
        )
        """)
  }

  // Deliberate difference: swift-custom-dump prints `(↩︎)` for both; a shared object that is
  // not an ancestor prints `(↑)`, "shown above".
  @Test func sharedReferenceIsToldApartFromACycle() {
    class Human {
      let name = "John"
    }
    class User: Human {
      let human: Human
      init(human: Human) { self.human = human }
    }
    let human = Human()
    let other = Human()
    let user = User(human: other)
    #expect(
      String(customDumping: [human, human, other, user, user] as [Human]) == """
        [
          [0]: ReferenceTests.Human(name: "John"),
          [1]: ReferenceTests.Human(↑),
          [2]: #1 ReferenceTests.Human(name: "John"),
          [3]: ReferenceTests.User(
            name: "John",
            human: #1 ReferenceTests.Human(↑)
          ),
          [4]: ReferenceTests.User(↑)
        ]
        """)
  }

  @Test func collapsedObjectsStillCount() {
    let user = UserClass(id: 1, name: "Blob")
    var output = ""
    customDump([user, user], to: &output, maxDepth: 1)
    #expect(
      output == """
        [
          [0]: UserClass(…),
          [1]: UserClass(↑)
        ]
        """)
  }

  @Test func customDiffObjectsDumpTheirCurrentValue() {
    struct Login {
      var email: String
    }
    final class Shared: _CustomDiffObject {
      var _customDiffValues: (Any, Any) {
        (Login(email: "old@example.com"), Login(email: "new@example.com"))
      }
    }
    let shared = Shared()
    #expect(
      String(customDumping: [shared, shared]) == """
        [
          [0]: ReferenceTests.Login(email: "new@example.com"),
          [1]: ReferenceTests.Login(↑)
        ]
        """)
  }
}
