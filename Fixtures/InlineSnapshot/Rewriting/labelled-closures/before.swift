import InlineSnapshot

func test() {
  assertQuery("SELECT 1")
  assertQuery("SELECT 2") {
    """
    SELECT 2
    """
  }
  assertQuery("SELECT 3") {
    """
    SELECT 3
    """
  } results: {
    """
    old
    """
  }
}
