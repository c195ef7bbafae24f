import Foundation
import InlineSnapshot
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exit test's result snapshots as a transcript (issue 46).
@Suite struct ExitTestTranscriptTests {
  @Test func anExitTestsStreamsAndStatus() async throws {
    let result = try #require(
      await #expect(
        processExitsWith: .exitCode(3),
        observing: [\.standardOutputContent, \.standardErrorContent]
      ) {
        print("Hello from the child")
        FileHandle.standardError.write(Data("warning: about to fail\n".utf8))
        exit(3)
      })
    assertInlineSnapshot(
      of: Transcript(result, commandLine: "greet", "--fail"), as: .transcript, record: .never
    ) {
      """
      $ greet --fail
      Hello from the child
      ! warning: about to fail
      [exit 3]
      """
    }
  }
}
