// swift-tools-version: 6.1

import PackageDescription

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
    .executable(name: "reminders", targets: ["RemindersCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .target(
      name: "Dump",
      dependencies: [
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "DumpTests",
      dependencies: [
        "Dump",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "InlineSnapshot",
      dependencies: [
        "Dump",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "InlineSnapshotTests",
      dependencies: [
        "InlineSnapshot",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "TestDatabase",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "TestDatabaseTests",
      dependencies: [
        "InlineSnapshot",
        "TestDatabase",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),

    // Generic wiring for apps built on GRDB and swift-dependencies.
    .target(
      name: "DatabaseDependency",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "TestDatabaseDependencies",
      dependencies: [
        "DatabaseDependency",
        "TestDatabase",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "TestDatabaseDependenciesTests",
      dependencies: [
        "DatabaseDependency",
        "TestDatabase",
        "TestDatabaseDependencies",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),

    // The reference app: its domain, its command line, and their tests.
    .target(
      name: "Reminders",
      dependencies: [
        "DatabaseDependency",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .executableTarget(
      name: "RemindersCommand",
      dependencies: [
        "Reminders",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "RemindersTestSupport",
      dependencies: [
        "Dump",
        "Reminders",
        "TestDatabase",
        "TestDatabaseDependencies",
      ],
      path: "Tests/RemindersTestSupport"
    ),
    .testTarget(
      name: "RemindersTests",
      dependencies: [
        "Dump",
        "InlineSnapshot",
        "Reminders",
        "RemindersTestSupport",
        "TestDatabase",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "RemindersCommandTests",
      dependencies: [
        "InlineSnapshot",
        "Reminders",
        .product(name: "GRDB", package: "GRDB.swift"),
        "RemindersCommand",
        "RemindersTestSupport",
        "TestDatabase",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
