/// The exit status of a verb that runs `swift test` and then judges what it left: the run's
/// failure always shows, and the tool's own verdicts can only add one, never hide it.
struct WrappedRunStatus: Equatable {
  /// `swift test`'s exit status.
  var run: Int32
  /// What the tool said after the run: the review's or the listing's status.
  var review: Int32
  /// Whether the `--unreferenced` policy failed the run (files rejected, or not deleted).
  var unreferencedFailed: Bool

  /// The run's status when it failed; else 1 when the tool failed it, else the review's.
  var exitStatus: Int32 {
    if run != 0 { return run }
    return unreferencedFailed ? 1 : review
  }
}
