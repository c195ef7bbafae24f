// swift-tools-version: 6.2

import PackageDescription

// The reference app: its domain (Reminders), the `reminders` command, and their tests. A package
// of its own that uses the toolkit as a user's package would, through its products (by path, so
// that it always builds against this checkout), with the "Dependencies" trait enabled.
let package = Package(
  name: "Reminders",
  platforms: [
    .macOS(.v13),
    .iOS(.v16),
    .tvOS(.v16),
    .watchOS(.v9),
  ],
  products: [
    .executable(name: "reminders", targets: ["RemindersExecutable"]),
    .library(name: "Reminders", targets: ["Reminders"]),
    // The commands, for running `reminders` in process from another package (Benchmarks/).
    .library(name: "RemindersCommand", targets: ["RemindersCommand"]),
  ],
  dependencies: [
    .package(name: "Verbatim", path: "../..", traits: ["Dependencies"]),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "Reminders",
      dependencies: [
        .product(name: "DatabaseDependency", package: "Verbatim"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "RemindersCommand",
      dependencies: [
        "Reminders",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "DatabaseDependency", package: "Verbatim"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // The `reminders` executable: only its entry point.
    .executableTarget(name: "RemindersExecutable", dependencies: ["RemindersCommand"]),
    .target(
      name: "RemindersTestSupport",
      dependencies: [
        "Reminders",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Dump", package: "Verbatim"),
        .product(name: "TestDatabase", package: "Verbatim"),
        .product(name: "TestDatabaseDependencies", package: "Verbatim"),
      ],
      path: "Tests/RemindersTestSupport"
    ),
    .testTarget(
      name: "RemindersTests",
      dependencies: [
        "Reminders",
        "RemindersTestSupport",
        .product(name: "Dump", package: "Verbatim"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "TestDatabase", package: "Verbatim"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      // File snapshots, read and written by the tests at their source paths.
      exclude: ["Schema/__Snapshots__"]
    ),
    .testTarget(
      name: "RemindersCommandTests",
      dependencies: [
        "Reminders",
        "RemindersCommand",
        // Built before the tests run, for the end-to-end tests' `Command.product("reminders")`.
        "RemindersExecutable",
        "RemindersTestSupport",
        .product(name: "Dump", package: "Verbatim"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "TestDatabase", package: "Verbatim"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      // File snapshots, read and written by the tests at their source paths.
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
