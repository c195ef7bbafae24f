// swift-tools-version: 6.1

// A user's package, used by run.sh to record a snapshot per argument of parameterized tests
// end to end. run.sh copies it to a temporary folder and points the dependency at the
// repository; do not build it in place.
import PackageDescription

let package = Package(
  name: "ArgumentsEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .testTarget(
      name: "ArgumentsTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
