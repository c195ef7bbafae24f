import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Where a test file's pending snapshots go: its package, else its git repository.
@Suite struct PendingStoreTests {
  @Test func theNearestPackageWinsThenTheRepository() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let repository = directory.url
    for folder in [".git", "App/AppTests", "Packages/Kit/Tests", "Loose"] {
      try FileManager.default.createDirectory(
        at: repository.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data().write(to: repository.appendingPathComponent("Packages/Kit/Package.swift"))
    func root(_ file: String) -> String? {
      PendingStore.projectRoot(containing: repository.appendingPathComponent(file).path)?.path
    }
    let top = repository.standardizedFileURL.path
    #expect(root("App/AppTests/AppTests.swift") == top)
    #expect(root("Packages/Kit/Tests/KitTests.swift") == top + "/Packages/Kit")
    try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
    #expect(root("App/AppTests/AppTests.swift") == nil)
  }

  @Test func aStoreThatCannotBeCreatedSaysWhy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A file where the store's folder would be.
    try Data().write(to: directory.file("pending"))
    let store = PendingStore(directory: directory.file("pending").appendingPathComponent("x"))
    let refusal = try #require(store.writeRefusal())
    #expect(refusal.hasPrefix("the pending store \(store.directory.path) cannot be created"))
    #expect(PendingStore(directory: directory.file("fresh")).writeRefusal() == nil)
  }
}
