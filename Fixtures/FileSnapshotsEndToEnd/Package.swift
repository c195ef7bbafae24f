// swift-tools-version: 6.1

// A user's package, used by run.sh to record and review file snapshots end to end. run.sh
// copies it to a temporary folder and points the dependency at the repository; do not build it
// in place.
import PackageDescription

let package = Package(
  name: "FileSnapshotsEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .testTarget(
      name: "FileSnapshotsTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
        // Lets IssueReporting fail the running test under Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
