import Dump
import Testing

@Test func valuesDiffer() {
  expectNoDifference([1, 2], [1, 3])  // fails: valuesDiffer
}

@Test func passes() {
  expectNoDifference([1, 2], [1, 2])
}
