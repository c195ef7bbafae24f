extension SnapshotTestingConfiguration {
  /// A command that shows the difference between two snapshot files.
  ///
  /// Kept so configurations written for SnapshotTesting compile unchanged. Inline snapshots live
  /// in the test source and print their difference in the failure, so they do not use it.
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    /// Builds the command from the reference file path and the failed file path.
    public var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// Creates a diff tool from a function that builds its command.
    public init(
      _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
    ) {
      self.tool = tool
    }

    /// Creates a diff tool that runs `command` followed by both file paths.
    public init(stringLiteral command: String) {
      self.tool = { "\(command) \($0) \($1)" }
    }

    /// Kaleidoscope's `ksdiff`.
    public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

    /// Prints both file URLs.
    public static let `default` = Self { "file://\($0)\nfile://\($1)" }

    /// The command for a pair of files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      tool(currentFilePath, failedFilePath)
    }
  }
}
