import InlineSnapshot

func test() {
  assertInlineSnapshot(of: 1, as: .description) {
    """
    1
    """
  }; assertInlineSnapshot(of: 2, as: .description) {
    """
    2
    """
  }
}
