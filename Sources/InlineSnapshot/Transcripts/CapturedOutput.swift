// Transcripts/: what programs print: `Command`, `Transcript`, its grammar and its reader.

/// A text stream that keeps what code writes into it, for a transcript of code that prints
/// into a stream it is passed rather than to the process's standard output.
///
/// ```swift
/// let transcript = Transcript.capturing("greet", "Ada") { output, errors in
///   Greeter.run(["Ada"], output: &output, errors: &errors)  // returns its exit status
/// }
/// assertInlineSnapshot(of: transcript, as: .transcript)
/// ```
public struct CapturedOutput: TextOutputStream, Sendable, Equatable {
  /// Everything written so far.
  public private(set) var text = ""

  /// An empty stream.
  public init() {}

  public mutating func write(_ string: String) {
    text += string
  }
}

extension Transcript {
  /// A transcript of one command that ran in this process: shown as `$` and `commandLine`,
  /// with what it wrote to `output` and `errors` and the exit status it returned.
  public static func capturing(
    _ commandLine: String...,
    running body: (_ output: inout CapturedOutput, _ errors: inout CapturedOutput) throws -> Int32
  ) rethrows -> Transcript {
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let status = try body(&output, &errors)
    return Transcript([
      Step(
        commandLine: commandLine, output: CapturedBytes(output.text),
        errors: CapturedBytes(errors.text), termination: .exited(status))
    ])
  }

  /// ``capturing(_:running:)`` for code that must be awaited.
  public static func capturing(
    _ commandLine: String...,
    running body: (_ output: inout CapturedOutput, _ errors: inout CapturedOutput) async throws
      -> Int32
  ) async rethrows -> Transcript {
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let status = try await body(&output, &errors)
    return Transcript([
      Step(
        commandLine: commandLine, output: CapturedBytes(output.text),
        errors: CapturedBytes(errors.text), termination: .exited(status))
    ])
  }
}
