import Dump
import Foundation

/// `--redaction-cost [runs]`: what a redacted snapshot costs per kilobyte of its text, against
/// the same text without redactions: a dump of 1,000 reminders with every `UUID` and `Date`
/// redacted by type, the same with `**.dueDate` redacted by path, and a 1,000-line log scrubbed
/// for UUIDs, ISO 8601 times and temporary paths.
enum RedactionCost {
  static func run(runs: Int) {
    let reminders = Reminder.sample(count: 1_000)
    let plain = String(customDumping: reminders)
    let log = (0..<1_000).map { index in
      "2026-01-01T09:\(String(format: "%02d", index % 60)):00Z INFO saved "
        + "\(UUID()) to /tmp/export-\(index).db in \(index) ms"
    }.joined(separator: "\n")
    let kilobytes = { (text: String) in Double(text.utf8.count) / 1_024 }
    let cases: [(title: String, text: () -> String, baseline: () -> String)] = [
      (
        "dump, UUID and Date by type",
        { String(customDumping: reminders, redacting: [.type(UUID.self), .type(Date.self)]) },
        { String(customDumping: reminders) }
      ),
      (
        "dump, **.dueDate by path",
        { String(customDumping: reminders, redacting: [.path("**.dueDate")]) },
        { String(customDumping: reminders) }
      ),
      (
        "log, scrubbed (uuids, iso8601Dates, temporaryPaths)",
        {
          String(
            customDumping: log,
            redacting: [.scrubbing(.uuids, .iso8601Dates, .temporaryPaths)])
        },
        { String(customDumping: log) }
      ),
    ]
    print("Redaction cost per KB of text, \(build) build, median of \(runs) runs")
    print("(dump text \(Int(kilobytes(plain))) KB, log \(Int(kilobytes(log))) KB)")
    for item in cases {
      let timing = Measurement.sideBySide(
        runs: runs, theirRuns: runs, ours: item.text, theirs: item.baseline)
      let size = kilobytes(timing.ours.result ?? "")
      let extra = timing.ours.duration - timing.theirs.duration
      let perKB = Double(extra.components.attoseconds) / 1e9 / size
        + Double(extra.components.seconds) * 1e9 / size
      print(
        "\(item.title): \(Int(size)) KB redacted; \(format(timing.ours.duration)) against "
          + "\(format(timing.theirs.duration)) unredacted: +\(Int(perKB.rounded())) ns per KB")
    }
  }

  private static func format(_ duration: Duration) -> String {
    let milliseconds =
      Double(duration.components.seconds) * 1_000
      + Double(duration.components.attoseconds) / 1e15
    return "\((milliseconds * 100).rounded() / 100) ms"
  }
}
