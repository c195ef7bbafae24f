@testable import Dump
import Testing

/// Equal subtrees are recognised by their structural hashes, so the hash must see every
/// change in a text and must not tell apart texts `==` equates.
@Suite struct StructuralHashTests {
  /// Not `Equatable`, so a diff compares the two values by their reflected trees.
  struct Note {
    var title: String
    var body: String
  }

  @Test func diffsSeeChangesPastTheFirstWord() {
    let old = Note(title: "Shopping list", body: "Milk, eggs, flour")
    let new = Note(title: "Shopping list", body: "Milk, eggs, flout")
    expectNoDifference(
      diff(old, new),
      """
        StructuralHashTests.Note(
          title: "Shopping list",
      -   body: "Milk, eggs, flour"
      +   body: "Milk, eggs, flout"
        )
      """
    )
  }

  @Test func diffsFindNoChangeBetweenCanonicallyEquivalentTexts() {
    let old = Note(title: "Caf\u{E9}", body: "")
    let new = Note(title: "Cafe\u{301}", body: "")
    #expect(diff(old, new) == nil)
  }
}
