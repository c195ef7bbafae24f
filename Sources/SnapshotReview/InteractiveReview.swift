import InlineSnapshot

/// `review`: one snapshot at a time on a terminal, with the difference the failure showed and,
/// for a redacted snapshot, its text without redactions under it.
///
/// Decisions are applied file by file, when the review leaves a file and when it quits, so
/// quitting keeps what was decided; skipped snapshots stay pending.
struct InteractiveReview {
  let context: SnapshotReviewCommand.Context
  let queue: PendingQueue
  let snapshots: [PendingSnapshot]

  private enum Decision { case accept, reject, skip }

  private var console: any Console { context.console }

  static let keys = """
    a accept  r reject  s skip  A/R/S the same for all the rest  q quit (the rest stay pending)
    """

  func run() -> Int32 {
    var removed: Set<String> = []
    var decisions: [(PendingSnapshot, Decision)] = []
    var forAll: Decision?
    var failed = false
    var tally = (accepted: 0, rejected: 0, skipped: 0)

    func applyDecisions() {
      var accepted = decisions.filter { $0.1 == .accept }.map(\.0)
      // Choosing one value of a conflict rejects the others.
      for index in accepted.indices where accepted[index].status == .conflicting {
        accepted[index].status = .ready
        for rival in queue.snapshots
        where rival.status == .conflicting && rival.entry.id != accepted[index].entry.id
          && rival.path == accepted[index].path && rival.location == accepted[index].location
          && rival.entry.site.closure == accepted[index].entry.site.closure
          && rival.entry.site.key == accepted[index].entry.site.key
        {
          removed.insert(rival.entry.id)
        }
      }
      let outcome = context.application.apply(accepted)
      for line in outcome.written { console.write("\(line)\n") }
      for line in outcome.problems { console.writeError("Refused \(line)\n") }
      failed = failed || !outcome.problems.isEmpty
      removed.formUnion(outcome.applied)
      tally.accepted += outcome.applied.count
      for (snapshot, decision) in decisions where decision == .reject {
        removed.insert(snapshot.entry.id)
        tally.rejected += 1
      }
      decisions.removeAll()
      if !context.save(queue, removing: removed) { failed = true }
    }

    var quit = false
    var reviewed = 0
    for (index, snapshot) in snapshots.enumerated() {
      if let last = decisions.last, last.0.path != snapshot.path { applyDecisions() }
      var decision = forAll
      // Accepting all the rest leaves what cannot apply, and conflicts, whose value must be
      // picked one by one.
      if snapshot.status != .ready, decision == .accept { decision = .skip }
      if decision == nil {
        show(snapshot, number: index + 1)
        decision = ask(for: snapshot, forAll: &forAll, quit: &quit)
      }
      if quit { break }
      guard let decision else { continue }
      reviewed += 1
      if decision == .skip { tally.skipped += 1 } else { decisions.append((snapshot, decision)) }
    }
    applyDecisions()
    let unreviewed = snapshots.count - reviewed
    console.write(
      """
      Accepted \(tally.accepted), rejected \(tally.rejected), skipped \(tally.skipped)\
      \(quit && unreviewed > 0 ? ", \(unreviewed) not reviewed" : "").

      """)
    return failed ? 1 : 0
  }

  private func ask(
    for snapshot: PendingSnapshot,
    forAll: inout Decision?,
    quit: inout Bool
  ) -> Decision? {
    while true {
      guard let key = console.readKey() else {
        quit = true
        return nil
      }
      switch key {
      case "a" where snapshot.status.isApplicable: return .accept
      case "r": return .reject
      case "s": return .skip
      case "A", "R", "S":
        let decision: Decision = key == "A" ? .accept : key == "R" ? .reject : .skip
        forAll = decision
        return decision == .accept && !snapshot.status.isApplicable ? .skip : decision
      case "q", "\u{03}", "\u{04}":
        quit = true
        return nil
      default:
        continue
      }
    }
  }

  private func show(_ snapshot: PendingSnapshot, number: Int) {
    let title = [
      "Reviewing \(number) of \(snapshots.count)", snapshot.place, snapshot.entry.test,
      snapshot.summary,
    ]
    var text = "\n" + bold(title.joined(separator: " · ")) + "\n"
    switch snapshot.status {
    case .ready: break
    case .conflicting:
      text +=
        color(
          "33",
          "Another process of the same build produced another value here; "
            + "accepting this one rejects the others.") + "\n"
    case .stale(let reason):
      text += color("33", "Cannot apply: \(reason). Reject or skip it.") + "\n"
    }
    let difference: String
    if let old = snapshot.entry.old, let new = snapshot.entry.new {
      difference = SnapshotDifference.patch(from: old, to: new) ?? "(no difference in text)"
    } else {
      // Nothing to compare with: the whole snapshot that would be written, or removed.
      let (marker, text) =
        snapshot.entry.old == nil
        ? ("+", snapshot.entry.new ?? "") : ("−", snapshot.entry.old ?? "")
      difference = SnapshotAssertion.escapingControlCharacters(text)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { marker + $0 }.joined(separator: "\n")
    }
    for line in SnapshotAssertion.escapingControlCharacters(difference)
      .split(separator: "\n", omittingEmptySubsequences: false)
    {
      let line = String(line)
      if line.hasPrefix("@@") {
        text += color("36", line) + "\n"
      } else if line.hasPrefix("−") {
        text += color("31", line) + "\n"
      } else if line.hasPrefix("+") {
        text += color("32", line) + "\n"
      } else {
        text += line + "\n"
      }
    }
    // What the placeholders stand for in this run, to check them against.
    if let unredacted = snapshot.entry.unredacted {
      text += bold("Without redactions:") + "\n"
      for line in SnapshotAssertion.escapingControlCharacters(unredacted)
        .split(separator: "\n", omittingEmptySubsequences: false)
      {
        text += "  " + line + "\n"
      }
    }
    console.write(text + Self.keys + "\n")
  }

  private func color(_ code: String, _ text: String) -> String {
    console.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func bold(_ text: String) -> String {
    color("1", text)
  }
}

extension PendingSnapshot.Status {
  /// Whether accepting can write it (a conflict by picking it).
  var isApplicable: Bool {
    if case .stale = self { return false }
    return true
  }
}
