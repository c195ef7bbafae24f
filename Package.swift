// swift-tools-version: 6.2

import PackageDescription

// The toolkit: its libraries and their tests, the same for this checkout and for every package
// that depends on it. The reference app is a package of its own (Examples/Reminders).
//
// swift-dependencies is used only behind the "Dependencies" trait, so a package that does not
// enable it never resolves it: SwiftPM prunes a disabled trait's dependencies from Swift 6.2 on
// (6.1 resolves every dependency a product's targets name), hence the tools version. Built
// here, enable the trait (`swift test --traits Dependencies,Logging`). swift-log is used only
// behind the "Logging" trait, the same way.
let dependencies: Target.Dependency = .product(
  name: "Dependencies",
  package: "swift-dependencies",
  condition: .when(traits: ["Dependencies"])
)
let logging: Target.Dependency = .product(
  name: "Logging",
  package: "swift-log",
  condition: .when(traits: ["Logging"])
)

let package = Package(
  name: "Verbatim",
  platforms: [
    .macOS(.v13),
    .iOS(.v16),
    .tvOS(.v16),
    .watchOS(.v9),
  ],
  products: [
    .library(name: "Dump", targets: ["Dump"]),
    .library(name: "InlineSnapshot", targets: ["InlineSnapshot"]),
    .library(name: "TestDatabase", targets: ["TestDatabase"]),
    .library(name: "DatabaseDependency", targets: ["DatabaseDependency"]),
    .library(name: "TestDatabaseDependencies", targets: ["TestDatabaseDependencies"]),
    .library(name: "LogCapture", targets: ["LogCapture"]),
    // The snapshot review tool: `swift run verbatim-snapshots review` from a user's package. Its
    // arguments are parsed by hand, so users resolve nothing new.
    .executable(name: "verbatim-snapshots", targets: ["VerbatimSnapshots"]),
  ],
  traits: [
    .trait(
      name: "Dependencies",
      description: "DatabaseDependency and TestDatabaseDependencies, which need swift-dependencies."
    ),
    .trait(
      name: "Logging",
      description: "LogCapture, which captures what tests log through swift-log."
    ),
  ],
  // The widest ranges the code builds and passes its tests with (README, "Supported versions");
  // .ci/check-lowest-versions tests every lower bound.
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"605.0.0"),
  ],
  targets: [
    // Dump links no test framework, so that apps can use it (Sources/Dump/Reporting).
    .target(name: "Dump"),
    .target(
      name: "InlineSnapshot",
      dependencies: [
        "Dump",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "TestDatabase",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API, for what GRDB does not expose: statement traces, in-memory images.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    // Generic wiring for apps built on GRDB and swift-dependencies.
    .target(
      name: "DatabaseDependency",
      dependencies: [
        "Dump",
        dependencies,
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .target(
      name: "TestDatabaseDependencies",
      dependencies: [
        "DatabaseDependency",
        "TestDatabase",
        dependencies,
      ]
    ),
    // What a test's code logs through swift-log, captured per test and snapshotted.
    .target(
      name: "LogCapture",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        logging,
      ]
    ),
    .target(
      name: "SnapshotReview",
      dependencies: ["InlineSnapshot"]
    ),
    .executableTarget(name: "VerbatimSnapshots", dependencies: ["SnapshotReview"]),
    // What several test targets share; no product names it, so users never build it. It uses
    // the libraries' internals through `@testable import`, which debug builds allow.
    .target(
      name: "VerbatimTestSupport",
      dependencies: [
        "InlineSnapshot",
        "SnapshotReview",
      ],
      path: "Tests/VerbatimTestSupport"
    ),
    // Unit tests: one target per library. They start no process (no child test process, exit
    // test, git or `swift build`) and mount no file system, so they run in seconds;
    // `swift test --skip EndToEndTests` runs only them.
    .testTarget(
      name: "DumpTests",
      dependencies: [
        "Dump",
        "VerbatimTestSupport",
      ]
    ),
    .testTarget(
      name: "InlineSnapshotTests",
      dependencies: [
        "InlineSnapshot",
        "VerbatimTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["FileSnapshots/__Snapshots__"]
    ),
    .testTarget(
      name: "SnapshotReviewTests",
      dependencies: [
        "InlineSnapshot",
        "SnapshotReview",
        "VerbatimTestSupport",
      ]
    ),
    .testTarget(
      name: "TestDatabaseTests",
      dependencies: [
        "InlineSnapshot",
        "TestDatabase",
        "VerbatimTestSupport",
      ]
    ),
    .testTarget(
      name: "TestDatabaseDependenciesTests",
      dependencies: [
        "DatabaseDependency",
        "TestDatabase",
        "TestDatabaseDependencies",
        dependencies,
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "LogCaptureTests",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        "LogCapture",
        logging,
      ]
    ),
    // End-to-end tests, named …EndToEndTests: they start processes (this test binary again,
    // exit tests, git, built executables) or mount file systems.
    .testTarget(
      name: "InlineSnapshotEndToEndTests",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        "VerbatimTestSupport",
      ],
      exclude: ["Transcripts/__Snapshots__"]
    ),
    .testTarget(
      name: "SnapshotReviewEndToEndTests",
      dependencies: ["VerbatimTestSupport"]
    ),
    .testTarget(
      name: "LogCaptureEndToEndTests",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        "LogCapture",
        logging,
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
