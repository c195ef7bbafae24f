import Dump
import Testing

struct ExpectDifferenceTests {
  struct Counter: Equatable {
    var count = 0
    var isOdd = false
    mutating func increment() {
      count += 1
      isOdd.toggle()
    }
  }

  @Test func describedChangesPass() {
    var counter = Counter()
    let issues = capturingIssues {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
        $0.isOdd = true
      }
    }
    #expect(issues == [])
  }

  @Test func undescribedChangesFail() {
    var counter = Counter()
    let issues = capturingIssues {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
      }
    }
    #expect(
      issues == [
        """
        Difference: …

          \u{2007} ExpectDifferenceTests.Counter(
          \u{2007}   count: 1,
          −   isOdd: false
          +   isOdd: true
          \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func exhaustiveCheckFailsWithoutChange() {
    let counter = Counter()
    let issues = capturingIssues {
      expectDifference(counter, "Counter") {
      } changes: { _ in }
    }
    #expect(issues == ["Counter - No difference detected after applying changes."])
  }

  @Test func nonExhaustiveCheckOnlyComparesDescribedFields() {
    var counter = Counter()
    counter.increment()
    let issues = capturingIssues {
      expectDifference(counter) {
        $0.count = 1
      }
    }
    #expect(issues == [])
  }

  @Test func asyncOperation() async {
    var counter = Counter()
    func incrementLater() async { counter.increment() }
    let issues = await capturingIssues {
      await expectDifference(counter) {
        await incrementLater()
      } changes: {
        $0.count = 2
        $0.isOdd = true
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasSuffix("(Expected: −, Actual: +)") == true)
  }

  @Test func failsTheCurrentTest() {
    var count = 0
    withKnownIssue {
      expectDifference(count) {
        count += 2
      } changes: {
        $0 += 1
      }
    } matching: { issue in
      issue.description.hasSuffix("(Expected: −, Actual: +)")
    }
  }
}
