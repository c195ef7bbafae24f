import InlineSnapshot

func test() {
  #if os(Linux)
    assertInlineSnapshot(of: "linux", as: .lines)
  #else
    assertInlineSnapshot(of: "other", as: .lines)
  #endif
}
