import Dump
import Testing

struct ExpectNoDifferenceTests {
  struct Profile: Equatable {
    var id: Int
    var name: String
    var bio: String
  }

  @Test func equalValuesReportNothing() {
    let profile = Profile(id: 1, name: "Blob", bio: "Blobbed around the world.")
    #expect(capturingIssues { expectNoDifference(profile, profile) } == [])
  }

  @Test func differentValuesReportADiff() {
    let profile = Profile(id: 1, name: "Blob", bio: "Blobbed around the world.")
    var other = profile
    other.name += " Jr."
    #expect(
      capturingIssues { expectNoDifference(profile, other) } == [
        """
        Difference: …

          \u{2007} ExpectNoDifferenceTests.Profile(
          \u{2007}   id: 1,
          −   name: "Blob",
          +   name: "Blob Jr.",
          \u{2007}   bio: "Blobbed around the world."
          \u{2007} )

        (First: −, Second: +)
        """
      ]
    )
  }

  @Test func messageLeadsTheReport() {
    let issues = capturingIssues { expectNoDifference(1, 2, "Counts differ") }
    #expect(issues == ["Counts differ - Difference: …\n\n  − 1\n  + 2\n\n(First: −, Second: +)"])
  }

  @Test func thrownErrorsAreReported() {
    struct Failure: Error {}
    func failing() throws -> Int { throw Failure() }
    let issues = capturingIssues { expectNoDifference(try failing(), 1) }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("Failure") == true)
  }

  @Test func failsTheCurrentTest() {
    withKnownIssue {
      expectNoDifference([1, 2], [1, 3])
    } matching: { issue in
      issue.description.hasSuffix("(First: −, Second: +)")
    }
  }
}
