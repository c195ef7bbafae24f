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
  ],
  targets: [
    .testTarget(
      name: "FileSnapshotsTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
