import InlineSnapshot

func test() {
  assertInlineSnapshot(of: nil as Int?, as: .description) {
    """
    42
    """
  }
  assertInlineSnapshot(of: nil as Int?, as: .description, matches: {
    """
    42
    """
  })
  assertQuery("SELECT 1") {
    """
    SELECT 1
    """
  } results: {
    """
    1
    """
  }
}
