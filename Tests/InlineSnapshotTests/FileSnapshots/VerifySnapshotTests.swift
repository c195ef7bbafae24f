import InlineSnapshot
import Testing

@Suite struct VerifySnapshotTests {
  /// `verifySnapshot` finds its file beside the test file, as `assertSnapshot` does: under
  /// Swift 6, `#file` is the file's ID, and it read and wrote `<package>/<Target>/__Snapshots__`.
  @Test func itsFileIsBesideTheTestFile() {
    let message = verifySnapshot(
      of: "beside the test file", as: .lines, named: "default", record: .never)
    #expect(message == nil)
  }
}
