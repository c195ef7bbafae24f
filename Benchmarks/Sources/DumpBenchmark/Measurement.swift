/// Times a piece of work with the monotonic clock.
enum Measurement {
  /// The median duration of `runs` runs of `work`, and the result of the last run.
  static func median<Result>(
    runs: Int,
    _ work: () -> Result
  ) -> (duration: Duration, result: Result) {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    var result = work()  // Warm-up, also the result when `runs` is 0.
    for _ in 0..<runs {
      let start = clock.now
      result = work()
      durations.append(clock.now - start)
    }
    if durations.isEmpty {
      let start = clock.now
      result = work()
      durations.append(clock.now - start)
    }
    return (durations.sorted()[durations.count / 2], result)
  }

  /// The duration of one run of `work`, without warm-up, for work too slow to repeat.
  static func once<Result>(_ work: () -> Result) -> (duration: Duration, result: Result) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = work()
    return (clock.now - start, result)
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
