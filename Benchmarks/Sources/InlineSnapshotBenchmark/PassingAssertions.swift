import Foundation

/// What a passing `assertInlineSnapshot(of:as: .customDump)` and a passing file snapshot,
/// `assertSnapshot(of:as: .customDump)`, cost in a real test process, for Verbatim and for the
/// peer, in debug (what `swift test` runs) and release builds.
///
/// A throwaway package outside the repository holds five test targets with the same 1,000
/// tests in 10 files: `ProjectTests` asserts two inline snapshots in each (a reminder, a list
/// of three), already written, through `InlineSnapshot`; `PeerTests` through
/// InlineSnapshotTesting; `ProjectFileTests` and `PeerFileTests` the same two values as file
/// snapshots, their files already written under `__Snapshots__`; `BaselineTests` builds the
/// same values and asserts nothing. One test binary holds all three,
/// run once per filter, so process start, test discovery and the test runner's own per-test
/// work are the same in every run, and subtracting the baseline leaves the assertions' cost.
struct PassingAssertions {
  static let directory = "/tmp/verbatim-passing-benchmark"
  static let files = 10
  static let testsPerFile = 100
  static let calls = files * testsPerFile * 2

  enum Run: String, CaseIterable {
    /// A filter that matches no test: process start and test discovery.
    case noTest = "NoSuchTest"
    case baseline = "BaselineTests"
    case project = "ProjectTests"
    case peer = "PeerTests"
    case projectFiles = "ProjectFileTests"
    case peerFiles = "PeerFileTests"
  }

  /// The checkout whose `InlineSnapshot` is measured.
  var verbatimPath: String

  /// The checkout this benchmark was built from.
  static let thisCheckout = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  // MARK: Generating the package

  /// Writes the package, leaving unchanged files alone so that a second run builds nothing.
  func writePackage() throws {
    var contents = ["Package.swift": manifest, "Sources/Values/Reminder.swift": Self.reminderType]
    for file in 0..<Self.files {
      contents["Tests/ProjectTests/File\(file).swift"] = testFile(file, library: .project)
      contents["Tests/PeerTests/File\(file).swift"] = testFile(file, library: .peer)
      contents["Tests/BaselineTests/File\(file).swift"] = testFile(file, library: .baseline)
      contents["Tests/ProjectFileTests/File\(file).swift"] = testFile(file, library: .projectFiles)
      contents["Tests/PeerFileTests/File\(file).swift"] = testFile(file, library: .peerFiles)
      for test in 0..<Self.testsPerFile {
        for (number, dump) in Self.dumps(file: file, test: test).enumerated() {
          let name = "File\(file)/reminders\(test).\(number + 1).txt"
          let text = dump.joined(separator: "\n")
          contents["Tests/ProjectFileTests/__Snapshots__/\(name)"] = text
          contents["Tests/PeerFileTests/__Snapshots__/\(name)"] = text
        }
      }
    }
    for (path, text) in contents {
      let url = URL(fileURLWithPath: "\(Self.directory)/\(path)")
      guard (try? String(contentsOf: url, encoding: .utf8)) != text else { continue }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  private var manifest: String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "PassingBenchmark",
      dependencies: [
        .package(name: "Verbatim", path: "\(verbatimPath)"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
      ],
      targets: [
        .target(name: "Values"),
        .testTarget(
          name: "ProjectTests",
          dependencies: ["Values", .product(name: "InlineSnapshot", package: "Verbatim")]
        ),
        .testTarget(
          name: "PeerTests",
          dependencies: [
            "Values",
            .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
          ]
        ),
        .testTarget(
          name: "ProjectFileTests",
          dependencies: ["Values", .product(name: "InlineSnapshot", package: "Verbatim")],
          exclude: ["__Snapshots__"]
        ),
        .testTarget(
          name: "PeerFileTests",
          dependencies: [
            "Values",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
          ],
          exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "BaselineTests", dependencies: ["Values"]),
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }

  private static let reminderType = """
    public struct Reminder: Equatable, Sendable {
      public var id: Int
      public var title: String
      public var isCompleted: Bool
      public var priority: Int?
      public var tags: [String]

      public init(id: Int, title: String, isCompleted: Bool, priority: Int?, tags: [String]) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.priority = priority
        self.tags = tags
      }
    }

    """

  private struct Reminder {
    var id: Int
    var title: String
    var isCompleted: Bool
    var priority: Int?
    var tags: [String]

    init(_ id: Int) {
      let titles = ["Buy milk", "Call the bank", "Book flights", "Water the plants", "Pay rent"]
      let tagSets = [["home"], [], ["errand", "weekend"], ["work", "urgent", "q3"]]
      self.id = id
      title = "\(titles[id % titles.count]) #\(id)"
      isCompleted = id % 3 == 0
      priority = id % 4 == 0 ? nil : id % 4
      tags = tagSets[id % tagSets.count]
    }

    var literal: String {
      let tagList = tags.map { "\"\($0)\"" }.joined(separator: ", ")
      let priorityText = priority.map(String.init) ?? "nil"
      return "Reminder(id: \(id), title: \"\(title)\", isCompleted: \(isCompleted), "
        + "priority: \(priorityText), tags: [\(tagList)])"
    }

    /// The text both libraries' `.customDump` print, one line per element.
    var dumpLines: [String] {
      let tagLines =
        tags.isEmpty
        ? ["  tags: []"]
        : ["  tags: ["]
          + tags.enumerated().map { index, tag in
            "    [\(index)]: \"\(tag)\"" + (index < tags.count - 1 ? "," : "")
          }
          + ["  ]"]
      return [
        "Reminder(",
        "  id: \(id),",
        "  title: \"\(title)\",",
        "  isCompleted: \(isCompleted),",
        "  priority: \(priority.map(String.init) ?? "nil"),",
      ] + tagLines + [")"]
    }
  }

  /// The `.customDump` texts of a test's two values, a reminder and a list of three, one line
  /// per element: what both libraries print.
  private static func dumps(file: Int, test: Int) -> [[String]] {
    let first = (file * testsPerFile + test) * 3
    let reminders = (first..<first + 3).map(Reminder.init)
    let list =
      ["["]
      + reminders.enumerated().flatMap { index, reminder in
        var element = reminder.dumpLines.map { "  " + $0 }
        element[0] = "  [\(index)]: " + reminder.dumpLines[0]
        if index < reminders.count - 1 { element[element.count - 1] += "," }
        return element
      }
      + ["]"]
    return [reminders[0].dumpLines, list]
  }

  private func testFile(_ file: Int, library: Run) -> String {
    let imports: [String]
    switch library {
    case .project, .projectFiles: imports = ["import InlineSnapshot"]
    case .peer: imports = ["import InlineSnapshotTesting", "import SnapshotTestingCustomDump"]
    case .peerFiles: imports = ["import SnapshotTesting", "import SnapshotTestingCustomDump"]
    default: imports = []
    }
    var lines = imports + ["import Testing", "import Values", "", "struct File\(file)Tests {"]
    for test in 0..<Self.testsPerFile {
      let first = (file * Self.testsPerFile + test) * 3
      let reminders = (first..<first + 3).map(Reminder.init)
      lines += [
        "  @Test func reminders\(test)() {",
        "    let reminder = \(reminders[0].literal)",
        "    let list = [",
        "      reminder,",
        "      \(reminders[1].literal),",
        "      \(reminders[2].literal),",
        "    ]",
      ]
      switch library {
      case .baseline, .noTest:
        lines += ["    withExtendedLifetime((reminder, list)) {}", "  }"]
        continue
      case .projectFiles, .peerFiles:
        lines += [
          "    assertSnapshot(of: reminder, as: .customDump)",
          "    assertSnapshot(of: list, as: .customDump)",
          "  }",
        ]
        continue
      case .project, .peer:
        break
      }
      let dumps = Self.dumps(file: file, test: test)
      for (name, dump) in zip(["reminder", "list"], dumps) {
        lines.append("    assertInlineSnapshot(of: \(name), as: .customDump) {")
        lines.append("      \"\"\"")
        lines += dump.map { "      " + $0 }
        lines += ["      \"\"\"", "    }"]
      }
      lines.append("  }")
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  // MARK: Building and running

  enum Configuration: String, CaseIterable {
    case debug, release
  }

  /// Builds the package's tests; a no-op when nothing changed since the last run.
  func build(_ configuration: Configuration) throws -> String {
    let arguments = [
      "--package-path", Self.directory, "-c", configuration.rawValue,
    ]
    _ = try Self.run("/usr/bin/env", ["swift", "build", "--build-tests"] + arguments, requiringSuccess: true)
    let binPath = try Self.run("/usr/bin/env", ["swift", "build", "--show-bin-path"] + arguments)
      .output.trimmingCharacters(in: .whitespacesAndNewlines)
    return "\(binPath)/PassingBenchmarkPackageTests.xctest"
  }

  /// One test process: its wall-clock seconds, after checking it ran the tests it should.
  func time(_ run: Run, binary: String) throws -> Double {
    let clock = ContinuousClock()
    var result: (status: Int32, output: String)?
    let duration = try clock.measure {
      result = try Self.run(
        binary, ["--testing-library", "swift-testing", "--no-parallel", "--quiet", "--filter", run.rawValue]
      )
    }
    let expectedTests = run == .noTest ? 0 : Self.files * Self.testsPerFile
    // Swift Testing exits with EX_UNAVAILABLE (69) when no test matched.
    let expectedStatus: Int32 = run == .noTest ? 69 : 0
    guard let result, result.status == expectedStatus,
      result.output.contains("with \(expectedTests) test")
    else {
      let output = result.map { String($0.output.suffix(2_000)) } ?? ""
      throw BenchmarkError(message: "\(run.rawValue) did not pass \(expectedTests) tests:\n\(output)")
    }
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private static func run(
    _ executable: String, _ arguments: [String], requiringSuccess: Bool = false
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if requiringSuccess, process.terminationStatus != 0 {
      throw BenchmarkError(message: "\(arguments.joined(separator: " ")) failed:\n\(text)")
    }
    return (process.terminationStatus, text)
  }

  // MARK: Measuring

  /// Builds both configurations, times `runs` rounds of every run in turn, prints the table,
  /// and returns whether, in both builds, Verbatim's inline snapshots are at least 1.5 times
  /// faster than the peer's (issue 33) and its file snapshots no slower (issue 35).
  func measure(runs: Int) throws -> Bool {
    try writePackage()
    var binaries: [Configuration: String] = [:]
    for configuration in Configuration.allCases {
      binaries[configuration] = try build(configuration)
    }
    var times: [Configuration: [Run: [Double]]] = [:]
    for _ in 0..<runs {
      for configuration in Configuration.allCases {
        for run in Run.allCases {
          let seconds = try time(run, binary: binaries[configuration] ?? "")
          times[configuration, default: [:]][run, default: []].append(seconds)
        }
      }
    }
    print("build   | snapshots | no test     | baseline    | Verbatim    | peer        | Verbatim/call | peer/call | peer/Verbatim")
    var met = true
    for configuration in Configuration.allCases {
      let medians = (times[configuration] ?? [:]).mapValues(median)
      func perCall(_ run: Run) -> Double {
        ((medians[run] ?? 0) - (medians[.baseline] ?? 0)) / Double(Self.calls)
      }
      let kinds = [("inline", Run.project, Run.peer, 1.5), ("file", .projectFiles, .peerFiles, 1.0)]
      for (kind, project, peer, target) in kinds {
        let ratio = perCall(peer) / perCall(project)
        met = met && ratio >= target
        print(
          configuration.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0),
          "|", kind.padding(toLength: 9, withPad: " ", startingAt: 0),
          [Run.noTest, .baseline, project, peer].map { "| " + milliseconds(medians[$0] ?? 0) }
            .joined(separator: " "),
          "|", String(format: "%10.3f ms", perCall(project) * 1000),
          "|", String(format: "%6.3f ms", perCall(peer) * 1000),
          "|", String(format: "%.2f×", ratio)
        )
      }
    }
    return met
  }
}
