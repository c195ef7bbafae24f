import Dump
import Testing

/// The README's example for diffing and expectations, kept compiling and true.
struct DiffReadmeExampleTests {
  struct User: Equatable, Identifiable {
    var id: Int
    var name: String
    var isAdmin = false
  }

  @Test func example() {
    let before = [User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr.")]
    var after = before
    after[1].isAdmin = true

    #expect(
      diff(before, after) == """
          [
            [0]: DiffReadmeExampleTests.User(…),
            [1]: DiffReadmeExampleTests.User(
              id: 2,
              name: "Blob Jr.",
        -     isAdmin: false
        +     isAdmin: true
            )
          ]
        """
    )
    expectNoDifference(after.map(\.isAdmin), [false, true])
  }
}
