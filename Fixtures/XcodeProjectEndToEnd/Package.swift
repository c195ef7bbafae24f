// swift-tools-version: 6.1

// Builds the tests of an Xcode project that run.sh makes (Project/, a git repository with no
// Package.swift): Tests/ProjectTests is a link to its AppTests folder, and each test file says
// with #sourceLocation where it really is, so #filePath has no Package.swift above it, as in
// Xcode. run.sh copies this to a temporary folder; do not build it in place.
import PackageDescription

let package = Package(
  name: "XcodeProjectEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .testTarget(
      name: "ProjectTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
