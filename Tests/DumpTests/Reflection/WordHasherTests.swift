@testable import Dump
import Testing

/// Equal subtrees are recognised by their structural hashes alone, so the hash must tell apart
/// every pair of texts a test is likely to hold, and must not tell apart texts `==` equates.
@Suite struct WordHasherTests {
  private func hash(_ texts: String...) -> Int {
    var hasher = WordHasher()
    for text in texts { hasher.combine(text) }
    return hasher.finalize()
  }

  @Test func oneChangedByteAtAnyPlaceChangesTheHash() {
    // Lengths around each read size (8-byte words, then 4, 2 and 1 byte), every position.
    for length in 0...40 {
      let text = String(repeating: "a", count: length)
      var hashes: Set<Int> = [hash(text)]
      for position in 0..<length {
        var bytes = Array(text.utf8)
        bytes[position] = UInt8(ascii: "b")
        hashes.insert(hash(String(decoding: bytes, as: UTF8.self)))
      }
      #expect(hashes.count == length + 1, "length \(length)")
    }
  }

  @Test func textsOfDifferentLengthsDiffer() {
    let texts = (0...40).map { String(repeating: "\0", count: $0) }
    #expect(Set(texts.map { hash($0) }).count == texts.count)
  }

  @Test func whereOneTextEndsAndTheNextBeginsCounts() {
    #expect(hash("ab", "c") != hash("a", "bc"))
    #expect(hash("", "abc") != hash("abc", ""))
  }

  @Test func canonicallyEquivalentTextsHashAlike() {
    let composed = "caf\u{E9} cr\u{E8}me"
    let decomposed = "cafe\u{301} cre\u{300}me"
    #expect(composed == decomposed)
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    #expect(hash(composed) == hash(decomposed))
    #expect(hash(composed) != hash("cafe creme"))
  }

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
        WordHasherTests.Note(
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
