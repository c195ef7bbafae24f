import InlineSnapshot

func test() {
  // comment
  assertInlineSnapshot(of: value, as: .lines) {
    """
    first
    second
    """
  }
  assertInlineSnapshot(of: value, as: .lines) {
    """
    new
    """
  }
}
