// swift-tools-version: 6.1

// A user's package with a command-line tool and transcripts of it, used by run.sh to record,
// re-run, review and fail them end to end. The test target depends on the executable target,
// so that the tool is built (and rebuilt after a change) before the tests run. run.sh copies it
// to a temporary folder and points the dependency at the repository; do not build it in place.
import PackageDescription

let package = Package(
  name: "TranscriptsEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .executableTarget(name: "greet"),
    .testTarget(
      name: "GreetTests",
      dependencies: [
        "greet",
        .product(name: "InlineSnapshot", package: "Verbatim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
