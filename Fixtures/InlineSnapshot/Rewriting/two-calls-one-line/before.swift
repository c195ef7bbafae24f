import InlineSnapshot

func test() {
  assertInlineSnapshot(of: 1, as: .description); assertInlineSnapshot(of: 2, as: .description)
}
