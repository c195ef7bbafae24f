import InlineSnapshot

func test() {
  assertQuery("SELECT 1") {
    """
    SELECT 1
    """
  } results: {
    """
    ┌───┐
    │ 1 │
    └───┘
    """
  }
  assertQuery("SELECT 2") {
    """
    SELECT 2
    """
  } results: {
    """
    2
    """
  }
  assertQuery("SELECT 3") {
    """
    SELECT 3
    """
  } results: {
    """
    3
    """
  }
}
