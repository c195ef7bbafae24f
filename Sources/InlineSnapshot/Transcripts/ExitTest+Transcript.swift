#if canImport(Testing) && (os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows))
  import Testing

  extension Transcript {
    /// A transcript of an exit test: what its child process wrote and how it ended, shown
    /// after `$` and `commandLine` (a name for what the test ran).
    ///
    /// Observe both streams, or the transcript shows them empty:
    ///
    /// ```swift
    /// let result = await #expect(
    ///   processExitsWith: .failure,
    ///   observing: [\.standardOutputContent, \.standardErrorContent]
    /// ) {
    ///   Greeter.main(["--loud"])
    /// }
    /// if let result {
    ///   assertInlineSnapshot(of: Transcript(result, commandLine: "greet", "--loud"), as: .transcript)
    /// }
    /// ```
    public init(_ result: ExitTest.Result, commandLine: String...) {
      let termination: Termination =
        switch result.exitStatus {
        case .exitCode(let status): .exited(status)
        case .signal(let signal): .signalled(signal)
        @unknown default: .other(String(describing: result.exitStatus))
        }
      self.init([
        Step(
          commandLine: commandLine, output: CapturedBytes(result.standardOutputContent),
          errors: CapturedBytes(result.standardErrorContent), termination: termination)
      ])
    }
  }
#endif
