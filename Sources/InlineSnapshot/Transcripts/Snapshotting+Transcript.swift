import Dump

extension Snapshotting where Value == Transcript, Format == String {
  /// Snapshots what commands printed as a terminal shows it: each command line after `$ `,
  /// its output, its errors after `! `, and its status when not 0 (see <doc:Transcripts>).
  /// Lines that would read as part of the format and bytes that are not UTF-8 are escaped, so
  /// that two different transcripts never print the same text. The expected text may say "any
  /// text here" with `[..]` and "any lines here" with a line `...` (<doc:MatchingVaryingText>).
  ///
  /// The scrubbers of the enclosing `.snapshots(redacting:)` trait or `withDumpRedactions`
  /// scope apply to the whole text, command lines included.
  public static var transcript: Self {
    transcript(redacting: [])
  }

  /// `.transcript` with `redactions` scrubbing its text, on top of the enclosing scope's:
  /// `.transcript(redacting: [.scrubbing(.ansiEscapeCodes, .temporaryPaths)])`.
  public static func transcript(redacting redactions: [DumpRedaction]) -> Self {
    SimplySnapshotting.lines(redacting: redactions).withWildcards
      .pullback(TranscriptGrammar.text(of:))
  }

  /// `.transcript` as a Markdown file (`.md`) with the transcript in a fenced `console`
  /// block, which renders as a terminal session: a file snapshot that is documentation too.
  public static var markdownTranscript: Self {
    markdownTranscript(redacting: [])
  }

  /// `.markdownTranscript` with `redactions` scrubbing its text.
  public static func markdownTranscript(redacting redactions: [DumpRedaction]) -> Self {
    var strategy = SimplySnapshotting.unscrubbedLines.withWildcards.pullback {
      (transcript: Transcript) in
      let text = TranscriptGrammar.text(of: transcript)
      return TranscriptGrammar.markdown(
        RedactedText.render(redacting: redactions) { $0?.scrub(text) ?? text })
    }
    strategy.pathExtension = "md"
    return strategy
  }
}

extension Snapshotting where Value == Command, Format == String {
  /// Runs the command and snapshots what it printed (see ``Command/run()``).
  public static var transcript: Self { transcript(redacting: []) }

  /// Runs the command and snapshots what it printed, scrubbed by `redactions`.
  public static func transcript(redacting redactions: [DumpRedaction]) -> Self {
    Snapshotting<Transcript, String>.transcript(redacting: redactions).pullback { try $0.run() }
  }

  /// Runs the command and snapshots what it printed as a Markdown file.
  public static var markdownTranscript: Self { markdownTranscript(redacting: []) }

  /// Runs the command and snapshots what it printed as a Markdown file, scrubbed.
  public static func markdownTranscript(redacting redactions: [DumpRedaction]) -> Self {
    Snapshotting<Transcript, String>.markdownTranscript(redacting: redactions)
      .pullback { try $0.run() }
  }
}

extension Snapshotting where Value == [Command], Format == String {
  /// Runs the commands one after the other, each after the previous one ended, and snapshots
  /// what they printed in one transcript.
  public static var transcript: Self { transcript(redacting: []) }

  /// Runs the commands in order and snapshots what they printed, scrubbed by `redactions`.
  public static func transcript(redacting redactions: [DumpRedaction]) -> Self {
    Snapshotting<Transcript, String>.transcript(redacting: redactions).pullback(Transcript.init(running:))
  }

  /// Runs the commands in order and snapshots what they printed as a Markdown file.
  public static var markdownTranscript: Self { markdownTranscript(redacting: []) }

  /// Runs the commands in order and snapshots what they printed as a Markdown file, scrubbed.
  public static func markdownTranscript(redacting redactions: [DumpRedaction]) -> Self {
    Snapshotting<Transcript, String>.markdownTranscript(redacting: redactions)
      .pullback(Transcript.init(running:))
  }
}

extension Transcript {
  /// Runs `commands` one after the other and keeps what each printed.
  public init(running commands: [Command]) throws {
    self.init()
    for command in commands { try run(command) }
  }
}
