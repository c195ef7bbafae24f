import GRDB
import Reminders
import Testing

/// What `watch` polls: a number that changes when another connection, such as another
/// process's, commits.
struct DataVersionTests {
  @Test func changesWhenAnotherConnectionWrites() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("reminders.sqlite")
    let watcher = try RemindersDatabase.open(at: path, sampleData: true)
    let writer = try DatabaseQueue(path: path)
    let first = try watcher.read(DataVersion.fetch)
    #expect(try watcher.read(DataVersion.fetch) == first)
    try writer.write { db in try db.execute(sql: "UPDATE reminders SET isFlagged = 1 WHERE id = 1") }
    let second = try watcher.read(DataVersion.fetch)
    #expect(second != first)
    #expect(try watcher.read(DataVersion.fetch) == second)
  }
}
