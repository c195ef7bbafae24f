import InlineSnapshot

func test() {
  assertInlineSnapshot(of: quotes, as: .lines)
  assertInlineSnapshot(of: backslash, as: .lines)
  assertInlineSnapshot(of: hashes, as: .lines)
  assertInlineSnapshot(of: controls, as: .lines)
}
