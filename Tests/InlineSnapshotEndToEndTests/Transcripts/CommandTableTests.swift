import InlineSnapshot
import Testing

/// A command table in one parameterized test: one transcript entry per argument (issue 46).
@Suite struct CommandTableTests {
  static let exit = Command(
    executable: .path("/bin/sh"), name: "exit-with", arguments: ["-c", #"echo "exiting $1"; exit "$1""#, "sh"])

  @Test(arguments: ["0", "3", "64"])
  func eachStatus(_ status: String) {
    assertInlineSnapshot(of: Self.exit(status), as: .transcript, record: .never) {
      [
        #"status: "0""#: """
        $ exit-with -c 'echo "exiting $1"; exit "$1"' sh 0
        exiting 0
        """,
        #"status: "3""#: """
        $ exit-with -c 'echo "exiting $1"; exit "$1"' sh 3
        exiting 3
        [exit 3]
        """,
        #"status: "64""#: """
        $ exit-with -c 'echo "exiting $1"; exit "$1"' sh 64
        exiting 64
        [exit 64]
        """,
      ]
    }
  }
}
