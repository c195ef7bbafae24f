import InlineSnapshot
import Testing

struct ReviewedTests {
  @Test func trailing() {
    assertInlineSnapshot(of: "new", as: .lines) {
      // Reviewed by Blob: the order matters.
      """
      old
      """
      /* Keep in sync with the API docs. */
    }
  }

  @Test func labelled() {
    assertQuery(request) {  // generated
      """
      SELECT 1
      """
    } results: {
      // One row.
      """
      1
      """
    }
  }

  @Test func inParentheses() {
    assertInlineSnapshot(of: "new", as: .lines, matches: {
      // Inside the parentheses.
      """
      old
      """
    })
  }
}
