import InlineSnapshot
import Testing

enum TitleError: Error {
  case empty
}

/// run.sh sets this to false to make `validatedTitle` stop throwing.
let rejectsEmptyTitles = true

func validatedTitle(_ title: String) throws(TitleError) -> String {
  if rejectsEmptyTitles, title.isEmpty { throw .empty }
  return title
}

@Suite struct ThrowingTests {
  @Test func rejectedTitle() {
    assertInlineSnapshot(of: try validatedTitle(""), as: .lines)
  }
}
