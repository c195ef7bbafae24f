import InlineSnapshot
import Testing

struct ReviewedTests {
  @Test func trailing() {
    assertInlineSnapshot(of: "new", as: .lines) {
      // Reviewed by Blob: the order matters.
      """
      new
      """
      /* Keep in sync with the API docs. */
    }
  }

  @Test func labelled() {
    assertQuery(request) {
      // generated
      """
      SELECT 2
      """
    } results: {
      // One row.
      """
      2
      """
    }
  }

  @Test func inParentheses() {
    assertInlineSnapshot(of: "new", as: .lines, matches: {
      // Inside the parentheses.
      """
      new
      """
    })
  }
}
