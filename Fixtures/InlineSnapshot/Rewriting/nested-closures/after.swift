import InlineSnapshot

func test() {
  withDependencies {
    $0.date = .now
  } operation: {
    [1, 2].forEach { value in
      assertInlineSnapshot(of: value, as: .description) {
        """
        1
        """
      }
    }
    assertInlineSnapshot(of: { assertInlineSnapshot(of: 3, as: .description) {
      """
      3
      """
    }; return 4 }(), as: .description) {
      """
      4
      """
    }
  }
}
