import InlineSnapshot

func test() {
  assertInlineSnapshot(of: 1, as: .description) {
    """
    1
    """
  }
}
