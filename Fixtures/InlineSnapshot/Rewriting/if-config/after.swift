import InlineSnapshot

func test() {
  #if os(Linux)
    assertInlineSnapshot(of: "linux", as: .lines) {
      """
      linux
      """
    }
  #else
    assertInlineSnapshot(of: "other", as: .lines) {
      """
      other
      """
    }
  #endif
}
