import InlineSnapshot

func test() {
  // comment
  assertInlineSnapshot(of: value, as: .lines)
  assertInlineSnapshot(of: value, as: .lines) {
    """
    old
    """
  }
}
