import Foundation
import InlineSnapshot

extension SnapshotReviewCommand {
  /// What every verb needs: the parsed options, the package and where its snapshots are.
  struct Context {
    var options: Options
    var root: URL
    var store: PendingStore
    var source: PendingSource
    var command: SnapshotReviewCommand

    var console: any Console { command.console }

    func loadQueue() -> PendingQueue {
      let queue = PendingQueue.load(from: source, packageRoot: root, files: command.files)
      for warning in queue.warnings { console.writeError("verbatim-snapshots: \(warning)\n") }
      return queue
    }

    var application: SnapshotApplication {
      SnapshotApplication(files: command.files, ledger: command.ledger)
    }

    /// The bundles' job labels, in the order given.
    var jobLabels: [String] {
      options.from.map {
        PendingQueue.jobLabel(of: command.resolving($0))
      }
    }

    /// The snapshots matching the filters, disagreements settled by `--prefer`; `nil` (said
    /// why) when a preferred job is no bundle's.
    func chosen(from queue: PendingQueue) -> PendingQueue.Settlement? {
      let labels = jobLabels
      for job in options.prefer where !labels.contains(job) {
        console.writeError(
          labels.isEmpty
            ? "verbatim-snapshots: --prefer \(job) needs the jobs' bundles (--from FILE…)\n"
            : """
            verbatim-snapshots: no bundle is labelled "\(job)"; the jobs are \
            \(labels.joined(separator: ", ")).

            """)
        return nil
      }
      return PendingQueue.settling(queue.matching(options.filters), preferring: options.prefer)
    }

    func accept() -> Int32 {
      let queue = loadQueue()
      guard let settlement = chosen(from: queue) else { return 2 }
      let chosen = settlement.snapshots
      guard !chosen.isEmpty || !settlement.keptCurrent.isEmpty else {
        return nothingPending(queue)
      }
      let outcome = application.apply(chosen)
      for line in outcome.written { console.write("\(line)\n") }
      for line in outcome.problems { console.writeError("Refused \(line)\n") }
      let settled = outcome.applied.flatMap { settlement.passedOver[$0] ?? [] }
      let removed = outcome.applied + settled + settlement.keptCurrent
      guard save(queue, removing: Set(removed)) else { return 1 }
      if !settlement.keptCurrent.isEmpty {
        console.write(
          """
          Dropped \(Self.count(settlement.keptCurrent.count)) that a preferred job passed; \
          the test files keep their text there.

          """)
      }
      let left = chosen.count - outcome.applied.count
      if left > 0 {
        console.writeError(
          "\(Self.count(left)) still pending: see 'list'; 'reject' drops what cannot apply.\n")
      }
      return outcome.problems.isEmpty ? 0 : 1
    }

    func reject() -> Int32 {
      let queue = loadQueue()
      let chosen = queue.matching(options.filters)
      guard !chosen.isEmpty else { return nothingPending(queue) }
      guard save(queue, removing: Set(chosen.map(\.entry.id))) else { return 1 }
      let unchanged =
        chosen.allSatisfy { $0.site != nil } ? "test files" : "test and snapshot files"
      console.write("Rejected \(Self.count(chosen.count)); the \(unchanged) are unchanged.\n")
      return 0
    }

    func list() -> Int32 {
      let queue = loadQueue()
      for snapshot in queue.matching(options.filters) {
        console.write((options.json ? Self.json(snapshot) : Self.line(snapshot)) + "\n")
      }
      return 0
    }

    func export() -> Int32 {
      guard (options.patch == nil) != (options.bundle == nil) else {
        console.writeError("verbatim-snapshots: export needs --patch FILE or --bundle FILE\n")
        return 2
      }
      if options.bundle != nil, options.from.count > 1 {
        console.writeError(
          """
          verbatim-snapshots: a bundle holds one job's snapshots; review several jobs' bundles \
          together with --from FILE --from FILE.

          """)
        return 2
      }
      let queue = loadQueue()
      if !options.filters.isEmpty, queue.matching(options.filters).isEmpty {
        // Said on the error stream: the patch may be going to the standard output.
        return nothingPending(queue, toErrors: true)
      }
      let output: String
      if options.bundle != nil {
        var bundle = queue.bundle()
        bundle.job =
          options.job ?? command.environment["VERBATIM_JOB"] ?? queue.bundleJobs.values.first
        let chosen = Set(queue.matching(options.filters).map(\.entry.id))
        for index in bundle.batches.indices {
          bundle.batches[index].entries.removeAll { !chosen.contains($0.id) }
        }
        // A batch of passes only is kept: merged with other jobs, they are this job's say.
        bundle.batches.removeAll { $0.holdsNoEntries && $0.holdsNoPasses }
        guard let data = try? bundle.encoded() else { return 1 }
        output = String(decoding: data, as: UTF8.self) + "\n"
      } else {
        guard let settlement = chosen(from: queue) else { return 2 }
        let chosen = settlement.snapshots
        let disagreements = chosen.compactMap { snapshot in
          snapshot.disagreement.map { (snapshot.place, $0) }
        }
        guard disagreements.isEmpty else {
          for (place, disagreement) in disagreements {
            console.writeError("\(place): \(disagreement)\n")
          }
          console.writeError(
            """
            No patch written: where jobs disagree, the patch would be one job's. Pick with \
            --prefer JOB, or with 'review --from FILE…' and then export.

            """)
          return 1
        }
        let patch = application.patch(chosen, root: root)
        for line in patch.problems { console.writeError("Left out \(line)\n") }
        output = patch.text
      }
      let destination = options.patch ?? options.bundle ?? "-"
      if destination == "-" {
        console.write(output)
      } else {
        do {
          try Data(output.utf8).write(
            to: command.resolving(destination))
        } catch {
          console.writeError("verbatim-snapshots: could not write \(destination): \(error)\n")
          return 1
        }
      }
      return 0
    }

    func review() -> Int32 {
      guard console.isInteractive else {
        console.writeError(SnapshotReviewCommand.nonInteractiveHint)
        return 2
      }
      let queue = loadQueue()
      let chosen = queue.matching(options.filters)
      guard !chosen.isEmpty else { return nothingPending(queue) }
      return InteractiveReview(context: self, queue: queue, snapshots: chosen).run()
    }

    /// `swift test` in the pending mode, then the review (or listing) of what it saved; the
    /// exit status is ``WrappedRunStatus/exitStatus``.
    func test() -> Int32 {
      let environment = ["SNAPSHOT_TESTING_RECORD": "pending"]
      let (status, unreferencedFailed) =
        options.unreferenced.map { testNotingReferences($0, environment: environment) }
        ?? (command.runTests(environment, options.passThrough), false)
      let queue = PendingQueue.load(from: source, packageRoot: root, files: command.files)
      let reviewed = queue.snapshots.isEmpty ? 0 : console.isInteractive ? review() : list()
      return WrappedRunStatus(
        run: status, review: reviewed, unreferencedFailed: unreferencedFailed
      ).exitStatus
    }

    func clean() -> Int32 {
      do {
        if FileManager.default.fileExists(atPath: store.directory.path) {
          try FileManager.default.removeItem(at: store.directory)
        }
      } catch {
        console.writeError(
          "verbatim-snapshots: could not delete \(store.directory.path): \(error)\n")
        return 1
      }
      console.write("Deleted \(store.directory.path).\n")
      return 0
    }

    /// Removes entries from the store; says why on failure.
    func save(_ queue: PendingQueue, removing ids: Set<String>) -> Bool {
      do {
        try queue.commit(removing: ids)
        return true
      } catch {
        console.writeError("verbatim-snapshots: could not update the pending store: \(error)\n")
        return false
      }
    }

    private func nothingPending(_ queue: PendingQueue, toErrors: Bool = false) -> Int32 {
      (toErrors ? console.writeError : console.write)(
        queue.snapshots.isEmpty
          ? "No snapshot is pending review.\n" : "No pending snapshot matches \(options.filters).\n"
      )
      return options.filters.isEmpty || queue.snapshots.isEmpty ? 0 : 1
    }

    static func count(_ count: Int) -> String {
      count == 1 ? "1 snapshot" : "\(count) snapshots"
    }

    /// `Tests/AppTests/InvoiceTests.swift:12 invoice() snapshot did not match`, or
    /// `Tests/__Snapshots__/ReportTests/testReport.1.json testReport() new snapshot file`, and
    /// a status other than ready.
    static func line(_ snapshot: PendingSnapshot) -> String {
      "\(snapshot.place) \(snapshot.entry.test) \(snapshot.summary)"
        + notes(snapshot.status, snapshot.disagreement, jobs: snapshot.jobs)
    }

    /// What a listed line adds: a status other than ready, and the jobs that agree on it.
    private static func notes(
      _ status: PendingSnapshot.Status, _ disagreement: String?, jobs: [String]
    ) -> String {
      let note: String =
        switch status {
        case .ready: ""
        case .conflicting: " [conflicting: review to pick one]"
        case .disagreeing: " [\(disagreement ?? ""): review to pick one, or --prefer JOB]"
        case .stale(let reason): " [cannot apply: \(reason)]"
        }
      let agreed =
        jobs.count > 1 && disagreement == nil
        ? " [jobs agree: \(jobs.joined(separator: ", "))]" : ""
      return note + agreed
    }

    /// A snapshot as `list --json` shows it.
    struct ListedSnapshot: Encodable {
      /// `inline`: a snapshot closure of a test file; `file`: a whole snapshot file.
      var kind: String
      var id: String
      /// The test file's path in the package, or the snapshot file's.
      var file: String
      /// A closure's line.
      var line: Int?
      var column: Int?
      /// A closure's label.
      var closure: String?
      /// The test file whose assertion produced a snapshot file.
      var testFile: String?
      var test: String
      /// The entry's key, in a closure holding one snapshot per argument.
      var key: String?
      var reason: String
      var status: String
      var problem: String?
      /// The CI jobs whose bundles hold this text.
      var jobs: [String]?
      /// The jobs that wrote another text here.
      var disagreesWith: [String]?
      /// The jobs that passed here with the current text.
      var passedIn: [String]?
      var old: String?
      var new: String?
      /// `new` without its redactions, when the strategy redacted something.
      var unredacted: String?
    }

    /// A status's name, its problem, and for a disagreement the other jobs and those that
    /// passed.
    private static func listedStatus(_ status: PendingSnapshot.Status, _ disagreement: String?)
      -> (String, String?, [String]?, [String]?)
    {
      switch status {
      case .ready: ("ready", nil, nil, nil)
      case .conflicting: ("conflicting", nil, nil, nil)
      case .disagreeing(let others, let passers): ("disagreeing", disagreement, others, passers)
      case .stale(let reason): ("stale", reason, nil, nil)
      }
    }

    /// One line of JSON, keys sorted.
    private static func encoded(_ value: some Encodable) -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    static func json(_ snapshot: PendingSnapshot) -> String {
      let (status, problem, disagreesWith, passedIn) = listedStatus(
        snapshot.status, snapshot.disagreement)
      let listed = ListedSnapshot(
        kind: snapshot.site == nil ? "file" : "inline", id: snapshot.entry.id,
        file: snapshot.file, line: snapshot.line, column: snapshot.location?.column,
        closure: snapshot.site?.closure.label,
        testFile: snapshot.site == nil ? snapshot.entry.testFile : nil,
        test: snapshot.entry.test, key: snapshot.site?.key?.text,
        reason: snapshot.entry.reason, status: status,
        problem: problem, jobs: snapshot.jobs.isEmpty ? nil : snapshot.jobs,
        disagreesWith: disagreesWith, passedIn: passedIn, old: snapshot.entry.old,
        new: snapshot.entry.new, unredacted: snapshot.entry.unredacted)
      return encoded(listed)
    }
  }
}
