import InlineSnapshot

func test() {
  assertInlineSnapshot(of: 42, as: .description, matches: {
    """
    41
    """
  })
  assertInlineSnapshot(of: 42, as: .description, matches: { "41" })
}
