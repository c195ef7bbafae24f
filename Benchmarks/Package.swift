// swift-tools-version: 6.2

import PackageDescription

// Measurements of Verbatim against its peers, side by side in one run. A separate package so
// that the root package's `swift test` never builds the peers.
let package = Package(
  name: "Benchmarks",
  platforms: [
    .macOS(.v13)
  ],
  dependencies: [
    .package(name: "Verbatim", path: ".."),
    .package(name: "Reminders", path: "../Examples/Reminders"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .executableTarget(
      name: "DumpBenchmark",
      dependencies: [
        .product(name: "Dump", package: "Verbatim"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .executableTarget(
      name: "TestDatabaseBenchmark",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API, for the floor: what a clone cannot cost less than.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "TestDatabase", package: "Verbatim"),
      ]
    ),
    .executableTarget(
      name: "RemindersBenchmark",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Reminders", package: "Reminders"),
      ]
    ),
    .executableTarget(
      name: "InlineSnapshotBenchmark",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .executableTarget(
      name: "TranscriptBenchmark",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "RemindersCommand", package: "Reminders"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
