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
  ],
  // The widest ranges the code builds and passes its tests with (README, "Supported versions");
  // .ci/check-lowest-versions tests every lower bound.
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"605.0.0"),
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
  ],
  swiftLanguageModes: [.v6]
)
