import InlineSnapshot

/// `review`: one snapshot at a time on a terminal, with the difference the failure showed and,
/// for a redacted snapshot, its text without redactions under it.
///
/// Decisions are applied file by file, when the review leaves a file and when it quits, so
/// quitting keeps what was decided; skipped snapshots stay pending. Where CI jobs disagree on
/// a closure or file, one question shows each job's text, numbered, and the person picks one.
/// Snapshot files come after the closures, in the queue's order, one question per file.
struct InteractiveReview {
  let context: SnapshotReviewCommand.Context
  let queue: PendingQueue
  let snapshots: [PendingSnapshot]

  private enum Decision: Equatable {
    case accept, reject, skip
    /// One of the texts jobs disagree on, by its place in the question.
    case pick(Int)
  }

  private var console: any Console { context.console }

  static let keys = """
    a accept  r reject  s skip  A/R/S the same for all the rest  q quit (the rest stay pending)
    """

  static func pickKeys(_ count: Int) -> String {
    "1–\(count) accept that job's text  r reject them all  s skip  R/S the same for all the rest"
      + "  q quit"
  }

  /// One question each: a snapshot, or all the texts jobs disagree on for one closure or file.
  private var questions: [[PendingSnapshot]] {
    var questions: [[PendingSnapshot]] = []
    var disagreements: [PendingQueue.Key: Int] = [:]
    for snapshot in snapshots {
      if case .disagreeing = snapshot.status, let key = PendingQueue.key(of: snapshot) {
        if let index = disagreements[key] {
          questions[index].append(snapshot)
          continue
        }
        disagreements[key] = questions.count
      }
      questions.append([snapshot])
    }
    return questions
  }

  func run() -> Int32 {
    var removed: Set<String> = []
    var decisions: [(PendingSnapshot, Decision)] = []
    var forAll: Decision?
    var failed = false
    var tally = (accepted: 0, rejected: 0, skipped: 0)

    func applyDecisions() {
      var accepted = decisions.filter { $0.1 == .accept }.map(\.0)
      // Choosing one value of a conflict rejects the others.
      for index in accepted.indices where accepted[index].status.isChoice {
        accepted[index].status = .ready
        guard let chosen = PendingQueue.key(of: accepted[index]) else { continue }
        for rival in queue.snapshots
        where rival.status.isChoice && rival.entry.id != accepted[index].entry.id
          && PendingQueue.key(of: rival) == chosen
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
      }
      decisions.removeAll()
      if !context.save(queue, removing: removed) { failed = true }
    }

    var quit = false
    var reviewed = 0
    let questions = questions
    for (index, question) in questions.enumerated() {
      let snapshot = question[0]
      if let last = decisions.last, last.0.path != snapshot.path { applyDecisions() }
      var decision = forAll
      // Accepting all the rest leaves what cannot apply, and conflicts, whose value must be
      // picked one by one.
      if snapshot.status != .ready, decision == .accept { decision = .skip }
      if decision == nil {
        show(question, number: index + 1, of: questions.count)
        decision = ask(
          choices: question.count, status: snapshot.status, forAll: &forAll, quit: &quit)
      }
      if quit { break }
      guard let decision else { continue }
      reviewed += 1
      switch decision {
      case .skip: tally.skipped += 1
      case .accept: decisions.append((snapshot, .accept))
      case .pick(let choice): decisions.append((question[choice], .accept))
      case .reject:
        tally.rejected += 1
        decisions += question.map { ($0, .reject) }
      }
    }
    applyDecisions()
    let unreviewed = questions.count - reviewed
    console.write(
      """
      Accepted \(tally.accepted), rejected \(tally.rejected), skipped \(tally.skipped)\
      \(quit && unreviewed > 0 ? ", \(unreviewed) not reviewed" : "").

      """)
    return failed ? 1 : 0
  }

  /// The decision for a question of `choices` texts (one, or those jobs disagree on), whose
  /// first has `status`.
  private func ask(
    choices: Int,
    status: PendingSnapshot.Status,
    forAll: inout Decision?,
    quit: inout Bool
  ) -> Decision? {
    while true {
      guard let key = console.readKey() else {
        quit = true
        return nil
      }
      if choices > 1 {
        if let number = key.wholeNumberValue, (1...choices).contains(number) {
          return .pick(number - 1)
        }
        if key == "a" || key == "A" { continue }
      }
      switch key {
      case "a" where status.isApplicable: return .accept
      case "r": return .reject
      case "s": return .skip
      case "A", "R", "S":
        let decision: Decision = key == "A" ? .accept : key == "R" ? .reject : .skip
        forAll = decision
        return decision == .accept && !status.isApplicable ? .skip : decision
      case "q", "\u{03}", "\u{04}":
        quit = true
        return nil
      default:
        continue
      }
    }
  }

  private func show(_ question: [PendingSnapshot], number: Int, of total: Int) {
    let snapshot = question[0]
    var title = [
      "Reviewing \(number) of \(total)", snapshot.place, snapshot.entry.test, snapshot.summary,
    ]
    if question.count > 1 {
      title.append("jobs disagree")
      var text = "\n" + bold(title.joined(separator: " · ")) + "\n"
      for (index, choice) in question.enumerated() {
        text += bold("\(index + 1) · \(choice.jobs.joined(separator: ", "))") + "\n"
        text += difference(of: choice.entry.old, choice.entry.new, choice.entry.unredacted)
      }
      console.write(text + Self.pickKeys(question.count) + "\n")
      return
    }
    var text = "\n" + bold(title.joined(separator: " · ")) + "\n"
    switch snapshot.status {
    case .ready: break
    case .conflicting:
      text +=
        color(
          "33",
          "Another process of the same build produced another \(snapshot.producedNoun) here; "
            + "accepting this one rejects the others.") + "\n"
    case .disagreeing:
      text += color("33", (snapshot.disagreement ?? "jobs disagree") + ".") + "\n"
    case .stale(let reason):
      text += color("33", "Cannot apply: \(reason). Reject or skip it.") + "\n"
    }
    console.write(
      text + difference(of: snapshot.entry.old, snapshot.entry.new, snapshot.entry.unredacted)
        + Self.keys + "\n")
  }

  /// The difference accepting a snapshot writes (`old` to `new`), coloured, one line per line,
  /// and its text without redactions under it.
  private func difference(of old: String?, _ new: String?, _ unredacted: String?) -> String {
    let difference: String
    if let old, let new {
      difference = SnapshotDifference.patch(from: old, to: new) ?? "(no difference in text)"
    } else {
      // Nothing to compare with: the whole snapshot that would be written, or removed.
      let (marker, text) = old == nil ? ("+", new ?? "") : ("−", old ?? "")
      difference = ControlCharacters.escaped(text)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { marker + $0 }.joined(separator: "\n")
    }
    var text = ""
    for line in ControlCharacters.escaped(difference)
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
    if let unredacted {
      text += bold("Without redactions:") + "\n"
      for line in ControlCharacters.escaped(unredacted)
        .split(separator: "\n", omittingEmptySubsequences: false)
      {
        text += "  " + line + "\n"
      }
    }
    return text
  }

  private func color(_ code: String, _ text: String) -> String {
    console.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func bold(_ text: String) -> String {
    color("1", text)
  }
}

extension PendingSnapshot.Status {
  /// Whether it is one of several values for its closure, accepted by picking it.
  var isChoice: Bool {
    switch self {
    case .conflicting, .disagreeing: true
    case .ready, .stale: false
    }
  }

  /// Whether accepting can write it (a conflict by picking it).
  var isApplicable: Bool {
    if case .stale = self { return false }
    return true
  }
}
