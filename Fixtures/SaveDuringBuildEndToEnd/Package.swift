// swift-tools-version: 6.1

// A user's package, used by run.sh to save a test file while its build links. run.sh copies it
// to a temporary folder and points the dependency at the repository; do not build it in place.
import PackageDescription

let package = Package(
  name: "SaveDuringBuildEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .testTarget(
      name: "RaceTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
