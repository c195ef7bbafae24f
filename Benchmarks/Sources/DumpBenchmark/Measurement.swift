/// Times two implementations of the same work with the monotonic clock.
enum Measurement {
  /// One implementation's median duration and the result of its last run.
  struct Timing {
    var duration: Duration
    var result: String?
  }

  /// Runs `ours` and `theirs` alternately, after one warm-up each, so that a change in the
  /// machine's load affects both alike; returns the median of each.
  ///
  /// With `theirRuns` 0, `theirs` runs once, without warm-up (for work too slow to repeat);
  /// below 0, never.
  static func sideBySide(
    runs: Int,
    theirRuns: Int,
    ours: () -> String?,
    theirs: () -> String?
  ) -> (ours: Timing, theirs: Timing) {
    var ourTimes: [Duration] = []
    var theirTimes: [Duration] = []
    var ourResult = ours()
    var theirResult = theirRuns > 0 ? theirs() : nil
    for run in 0..<max(runs, 1) {
      ourResult = time(ours, into: &ourTimes)
      if run < theirRuns || (theirRuns == 0 && run == 0) {
        theirResult = time(theirs, into: &theirTimes)
      }
    }
    return (
      Timing(duration: median(ourTimes), result: ourResult),
      Timing(duration: median(theirTimes), result: theirResult)
    )
  }

  private static func time(_ work: () -> String?, into times: inout [Duration]) -> String? {
    let clock = ContinuousClock()
    let start = clock.now
    let result = work()
    times.append(clock.now - start)
    return result
  }

  private static func median(_ times: [Duration]) -> Duration {
    times.isEmpty ? .zero : times.sorted()[times.count / 2]
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
