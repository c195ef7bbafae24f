// swift-tools-version: 6.1

// A user's package whose manifest names only Verbatim, used by run.sh to check that failures
// reach the running test (Swift Testing and XCTest) with nothing else to add, and that an app
// using Dump links no test framework. run.sh copies it to a temporary folder and points the
// dependency at the repository; do not build it in place.
import PackageDescription

// The release run builds Dump's assertions only (run.sh says why): without InlineSnapshot, and
// with DUMP_ONLY defined for the tests.
let dumpOnly = Context.environment["FAILURES_E2E_DUMP_ONLY"] != nil

let package = Package(
  name: "FailuresReachTheTestEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [.product(name: "Dump", package: "Verbatim")]
    ),
    .testTarget(
      name: "FailuresReachTheTestTests",
      dependencies: [.product(name: "Dump", package: "Verbatim")]
        + (dumpOnly ? [] : [.product(name: "InlineSnapshot", package: "Verbatim")]),
      swiftSettings: dumpOnly ? [.define("DUMP_ONLY")] : []
    ),
  ],
  swiftLanguageModes: [.v6]
)
