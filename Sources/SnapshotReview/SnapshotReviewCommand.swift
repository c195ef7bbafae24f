import Foundation
import InlineSnapshot

/// `verbatim-snapshots`: review, accept, reject, list and export the snapshots, inline and
/// file, that tests run in the pending record mode saved.
///
/// Arguments are parsed by hand, so that a package using the tool resolves no new dependency.
package struct SnapshotReviewCommand {
  var arguments: [String]
  var environment: [String: String]
  var currentDirectory: URL
  var console: any Console
  var files: any SourceFileAccess
  var ledger: any RewriteLedger
  /// Runs `swift test` with extra environment and arguments; returns its exit status.
  var runTests: ([String: String], [String]) -> Int32

  package init(
    arguments: [String],
    environment: [String: String],
    currentDirectory: URL,
    console: any Console,
    files: any SourceFileAccess = LiveSourceFiles(),
    ledger: any RewriteLedger = TemporaryDirectoryRewriteLedger(),
    runTests: @escaping ([String: String], [String]) -> Int32 = SnapshotReviewCommand.swiftTest
  ) {
    self.arguments = arguments
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.console = console
    self.files = files
    self.ledger = ledger
    self.runTests = runTests
  }

  static let usage = """
    Usage: swift run verbatim-snapshots <verb> [options] [FILTER…]

    Reviews the snapshots that tests run with SNAPSHOT_TESTING_RECORD=pending saved, instead
    of writing them into the test files (inline snapshots) or their snapshot files
    (assertSnapshot).

    Verbs:
      review              one snapshot at a time, on a terminal: accept, reject or skip
      accept              write the pending snapshots into the test and snapshot files
      reject              drop the pending snapshots; the files stay as they are
      list [--json]       one line per pending snapshot (--json: one JSON object per line,
                          its "kind" "inline" or "file")
      export --patch FILE a patch of what accept would write, for 'git apply' ('-': stdout)
      export --bundle FILE the pending snapshots as one file, for 'review --from FILE'
                          (--job NAME labels it with the CI job that made it)
      test [ARGS…]        swift test ARGS in the pending mode, then review (or list);
                          exits with swift test's status when it failed, else with the
                          review's (or 1 when --unreferenced fails the run)
        --unreferenced=warn|delete|reject
                          after a full run, the snapshot files under __Snapshots__ that no
                          assertion read and whose test its test file no longer declares:
                          list them, delete them, or list them and exit 1 (CI); files of
                          tests that exist but did not run (skipped) are kept and listed;
                          a filtered run (--filter, --skip, a test name) or one that did not
                          complete (a crash, a signal) is not judged, and says so
      clean               delete every pending snapshot

    FILTER is a path or a path's end, with an optional line (InvoiceTests.swift:12) and,
    for one argument's entry of a call, its key as list prints it
    ('InvoiceTests.swift:12 [n: 1]'); a file snapshot matches its snapshot file's or its test
    file's path (report.1.json). Without one, a verb acts on every pending snapshot.

    Options:
      --package-path PATH the package or project (default: the one holding the current
                          folder: the nearest Package.swift, else the git repository)
      --from FILE         read a bundle made by 'export --bundle' instead of the store;
                          repeat it to review the bundles of several CI jobs as one:
                          equal snapshots merge, different ones are shown per job
      --prefer JOB        accept, export --patch: where jobs disagree, take JOB's text
                          (repeat it for an order of preference); else they are refused
      --job NAME          export --bundle: the job's label (default: VERBATIM_JOB; without
                          either, a review calls the bundle by its path)

    The store is .build/verbatim/pending in the package (or, for an Xcode project, the git
    repository), or VERBATIM_PENDING_DIR.
    """

  /// The verbs that need no terminal, for a review started without one.
  static let nonInteractiveHint = """
    'review' asks questions, so it needs a terminal. Without one, use:
      swift run verbatim-snapshots list            see what is pending
      swift run verbatim-snapshots accept [FILTER] write them into the files
      swift run verbatim-snapshots reject [FILTER] drop them
      swift run verbatim-snapshots export --patch snapshots.patch

    """

  struct UsageError: Error {
    var message: String
  }

  struct Options {
    var verb = ""
    var packagePath: String?
    var from: [String] = []
    var job: String?
    var prefer: [String] = []
    var json = false
    var patch: String?
    var bundle: String?
    var filters: [String] = []
    var passThrough: [String] = []
    var unreferenced: UnreferencedPolicy?
  }

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    guard let verb = arguments.first else { throw UsageError(message: "no verb given") }
    options.verb = verb
    var rest = arguments.dropFirst()
    func value(of flag: String) throws -> String {
      guard let value = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      if verb == "test" {
        if argument == "--package-path" {
          options.packagePath = try value(of: argument)
          options.passThrough += ["--package-path", options.packagePath ?? ""]
        } else if argument == "--unreferenced" || argument.hasPrefix("--unreferenced=") {
          let policy =
            argument.contains("=")
            ? String(argument.drop { $0 != "=" }.dropFirst()) : try value(of: argument)
          guard let chosen = UnreferencedPolicy(rawValue: policy) else {
            throw UsageError(
              message: "--unreferenced takes warn, delete or reject, not '\(policy)'")
          }
          options.unreferenced = chosen
        } else if argument != "--" {
          options.passThrough.append(argument)
        }
        continue
      }
      switch argument {
      case "--package-path": options.packagePath = try value(of: argument)
      case "--from": options.from.append(try value(of: argument))
      case "--job" where verb == "export": options.job = try value(of: argument)
      case "--prefer" where ["accept", "export"].contains(verb):
        options.prefer.append(try value(of: argument))
      case "--json" where verb == "list": options.json = true
      case "--patch" where verb == "export": options.patch = try value(of: argument)
      case "--bundle" where verb == "export": options.bundle = try value(of: argument)
      case _ where argument.hasPrefix("-") && argument != "-":
        throw UsageError(message: "unknown option \(argument) for \(verb)")
      default: options.filters.append(argument)
      }
    }
    return options
  }

  /// Runs the verb; returns the exit status: 0 done, 1 something was refused or failed,
  /// 2 the command line (or a review without a terminal) was wrong.
  package func run() -> Int32 {
    if arguments.isEmpty || ["help", "--help", "-h"].contains(arguments[0]) {
      (arguments.isEmpty ? console.writeError : console.write)(Self.usage + "\n")
      return arguments.isEmpty ? 2 : 0
    }
    let options: Options
    do {
      options = try Self.parse(arguments)
    } catch let error as UsageError {
      console.writeError("verbatim-snapshots: \(error.message)\n\n\(Self.usage)\n")
      return 2
    } catch {
      return 2
    }
    let start =
      options.packagePath.map {
        resolving($0).standardizedFileURL
      } ?? currentDirectory
    guard let root = PendingStore.projectRoot(containing: start.path) else {
      console.writeError(
        """
        verbatim-snapshots: no Package.swift or git repository in \(start.path) or above; \
        use --package-path.\n
        """)
      return 2
    }
    let store = PendingStore(packageRoot: root, environment: environment)
    let bundles = options.from.map(resolving)
    if let problem = Self.jobLabelProblem(bundles) {
      console.writeError("verbatim-snapshots: \(problem)\n")
      return 2
    }
    let source: PendingSource = bundles.isEmpty ? .store(store) : .bundles(bundles)
    let context = Context(
      options: options, root: root, store: store, source: source, command: self)
    switch options.verb {
    case "review": return context.review()
    case "accept": return context.accept()
    case "reject": return context.reject()
    case "list": return context.list()
    case "export": return context.export()
    case "test": return context.test()
    case "clean": return context.clean()
    default:
      console.writeError("verbatim-snapshots: unknown verb \(options.verb)\n\n\(Self.usage)\n")
      return 2
    }
  }

  /// A path from the command line, relative to the current folder (however its URL is spelled);
  /// its `relativePath` is the path as given.
  func resolving(_ path: String) -> URL {
    URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: currentDirectory.path, isDirectory: true))
  }

  /// Why the bundles cannot be reviewed together: two of them have the same label, so their
  /// snapshots could not be told apart.
  static func jobLabelProblem(_ bundles: [URL]) -> String? {
    var byLabel: [String: URL] = [:]
    for url in bundles {
      let label = PendingQueue.jobLabel(of: url)
      if let first = byLabel[label], first.standardizedFileURL != url.standardizedFileURL {
        return """
          \(first.relativePath) and \(url.relativePath) are both labelled "\(label)"; export \
          each job's bundle with its own --job NAME.
          """
      }
      byLabel[label] = url
    }
    return nil
  }

  /// `swift test ARGS` with `environment` added, on this process's streams.
  package static func swiftTest(_ environment: [String: String], _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("verbatim-snapshots: could not run swift test: \(error)\n".utf8))
      return 1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
