import InlineSnapshot

func test() {
  assertInlineSnapshot(of: 42, as: .description, matches: {
    """
    42
    """
  })
  assertInlineSnapshot(of: 42, as: .description, matches: {
    """
    42

    """
  })
}
