// swift-tools-version: 6.1

// A user's package whose test target leaves out IssueReportingTestSupport, used by run.sh to
// check that failing assertions still fail the run. run.sh copies it to a temporary folder and
// points the dependency at the repository; do not build it in place.
import PackageDescription

let package = Package(
  name: "MissingTestSupportEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .testTarget(
      name: "MissingTestSupportTests",
      dependencies: [
        .product(name: "Dump", package: "Verbatim"),
        .product(name: "InlineSnapshot", package: "Verbatim"),
        // No IssueReportingTestSupport, on purpose.
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
