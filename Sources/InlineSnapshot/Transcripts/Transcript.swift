/// What one or more commands printed, in the order they ran: the value a transcript snapshot is
/// of (see `.transcript`).
///
/// Running a ``Command`` makes one; so do an exit test's result and the text code wrote into
/// ``CapturedOutput`` streams. Each step keeps the bytes as they came, and only the snapshot
/// turns them into text, in the format that <doc:Transcripts> describes:
///
/// ```
/// $ reminders add Milk
/// Added "Milk" to Reminders.
/// $ reminders remove Bread
/// ! error: No reminder titled "Bread".
/// [exit 1]
/// ```
public struct Transcript: Sendable, Equatable {
  /// The commands, in the order they ran.
  public var steps: [Step]

  /// A transcript of `steps`; with none, an empty one that ``append(_:)`` or ``run(_:)`` adds to.
  public init(_ steps: [Step] = []) {
    self.steps = steps
  }

  /// Adds what another transcript holds after what this one holds.
  public mutating func append(_ other: Transcript) {
    steps += other.steps
  }

  /// Runs `command` (see ``Command/run()``) and adds what it printed.
  public mutating func run(_ command: Command) throws {
    append(try command.run())
  }

  /// One command: how it was called and what it printed.
  public struct Step: Sendable, Equatable {
    /// The command line as shown after `$ `: the name, then each argument.
    public var commandLine: [String]
    /// Variables the command was given on top of the environment it inherits, shown before
    /// its name (`NO_COLOR=1 reminders list`).
    public var environment: [String: String]
    /// What was written to the command's standard input, if anything. A snapshot shows up to
    /// 100 lines (8 KiB) of it, then what it leaves out (<doc:Transcripts>, "Long input").
    public var input: [UInt8]?
    /// What the command wrote to standard output (up to its output limit).
    public var output: CapturedBytes
    /// What the command wrote to standard error (up to its output limit).
    public var errors: CapturedBytes
    /// How the command ended.
    public var termination: Termination
    /// Whether a process the command left running still held its standard output or error
    /// open when reading stopped (see ``Command/outputGrace``): it was not waited for, and what
    /// it wrote after that is not here.
    public var outputLeftOpen: Bool

    /// A step with every part given.
    public init(
      commandLine: [String],
      environment: [String: String] = [:],
      input: [UInt8]? = nil,
      output: CapturedBytes,
      errors: CapturedBytes,
      termination: Termination,
      outputLeftOpen: Bool = false
    ) {
      self.commandLine = commandLine
      self.environment = environment
      self.input = input
      self.output = output
      self.errors = errors
      self.termination = termination
      self.outputLeftOpen = outputLeftOpen
    }
  }

  /// How a command ended.
  public enum Termination: Sendable, Equatable {
    /// It exited with this status: 0 for success.
    case exited(Int32)
    /// A signal ended it (`SIGSEGV` is 11, a crash).
    case signalled(Int32)
    /// It was still running after its timeout, and was killed with what it could reach (see
    /// ``Command/timeout``).
    case timedOut(seconds: Double)
    /// An end that none of the above describes (a status a later Swift Testing may report).
    case other(String)
  }
}

/// Bytes a command wrote to one stream, up to a limit: the first bytes, and how many more
/// came and were not kept.
public struct CapturedBytes: Sendable, Equatable {
  /// The bytes kept, at most the limit they were captured with.
  public var bytes: [UInt8]
  /// How many bytes came after those kept, and were dropped.
  public var droppedCount: Int

  /// The bytes of a stream that were all kept, or, with `droppedCount`, the first of them.
  public init(_ bytes: [UInt8], droppedCount: Int = 0) {
    self.bytes = bytes
    self.droppedCount = droppedCount
  }

  /// The UTF-8 bytes of `text`.
  public init(_ text: String) {
    self.init(Array(text.utf8))
  }
}
