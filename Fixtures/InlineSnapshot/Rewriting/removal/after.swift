import InlineSnapshot

func test() {
  assertInlineSnapshot(of: nil as Int?, as: .description)
  assertInlineSnapshot(of: nil as Int?, as: .description)
  assertQuery("SELECT 1") {
    """
    SELECT 1
    """
  }
}
