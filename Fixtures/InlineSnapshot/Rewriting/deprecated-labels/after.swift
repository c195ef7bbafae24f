import InlineSnapshot

func test() {
  assertQuery("SELECT 1") {
    """
    SELECT 1
    """
  } results: {
    """
    1
    """
  }
}
