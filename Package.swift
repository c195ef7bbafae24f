// swift-tools-version: 6.1

import PackageDescription

// Two audiences read this manifest. Built here (`swift run reminders`, `swift test`), it is the
// whole repository: the libraries, the reference app and every test. Read as a dependency of
// another package, it declares only the libraries, because SwiftPM resolves every package a
// manifest declares, whichever products the user takes: the app's swift-argument-parser would
// otherwise constrain every user, and swift-dependencies everyone who does not opt in to it.
//
// A dependency's manifest is read from the checkout SwiftPM or Xcode made of it. A package that
// depends on this one by path can ask for the same with VERBATIM_LIBRARIES_ONLY=1.
let isDependency: Bool = {
  if let value = Context.environment["VERBATIM_LIBRARIES_ONLY"], !value.isEmpty {
    return value != "0"
  }
  let directory = Context.packageDirectory
  return directory.contains("/checkouts/") || directory.contains("/registry/downloads/")
}()

// swift-dependencies, for DatabaseDependency and TestDatabaseDependencies: always here, and
// behind the "Dependencies" trait for users, who opt in to it.
let dependencies: Target.Dependency =
  isDependency
  ? .product(name: "Dependencies", package: "swift-dependencies", condition: .when(traits: ["Dependencies"]))
  : .product(name: "Dependencies", package: "swift-dependencies")

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
  ],
  traits: [
    .trait(
      name: "Dependencies",
      description: "DatabaseDependency and TestDatabaseDependencies, which need swift-dependencies."
    )
  ],
  // The widest ranges the code builds and passes its tests with (README, "Supported versions");
  // .ci/check-lowest-versions tests every lower bound.
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
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
    .target(
      name: "InlineSnapshot",
      dependencies: [
        "Dump",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
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
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Generic wiring for apps built on GRDB and swift-dependencies.
    .target(
      name: "DatabaseDependency",
      dependencies: [
        dependencies,
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
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
  ],
  swiftLanguageModes: [.v6]
)

// The snapshot review tool, `swift run verbatim-snapshots review` from a user's package. Its
// arguments are parsed by hand, so users resolve nothing new.
package.products.append(.executable(name: "verbatim-snapshots", targets: ["VerbatimSnapshots"]))
package.targets += [
  .target(
    name: "SnapshotReview",
    dependencies: ["InlineSnapshot"]
  ),
  .executableTarget(name: "VerbatimSnapshots", dependencies: ["SnapshotReview"]),
  .testTarget(name: "SnapshotReviewTests", dependencies: ["InlineSnapshot", "SnapshotReview"]),
]

// What only this repository needs: the reference app, and every test target.
if !isDependency {
  package.products.append(.executable(name: "reminders", targets: ["RemindersCommand"]))
  package.dependencies.append(
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  )
  package.targets += [
    .testTarget(
      name: "DumpTests",
      dependencies: [
        "Dump",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
    .testTarget(
      name: "TestDatabaseTests",
      dependencies: [
        "InlineSnapshot",
        "TestDatabase",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
        "RemindersCommand",
        "RemindersTestSupport",
        "TestDatabase",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ]
}
