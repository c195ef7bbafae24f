import Foundation
import GRDB
import InlineSnapshot
import Testing

/// The built executable against database files, as a person uses it.
@Suite(.serialized)
struct EndToEndTests {
  let reminders: Executable

  init() throws {
    reminders = try #require(
      Executable.built, "The reminders executable was not found next to the tests: the test target must depend on it."
    )
  }

  @Test func firstRunCreatesAndSeedsTheDatabase() throws {
    let folder = try ScratchFolder()
    let database = folder.path("reminders.sqlite")
    let first = try reminders.run(["--json"], environment: ["REMINDERS_DATABASE": database])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.contains(#""title" : "Personal""#))
    #expect(FileManager.default.fileExists(atPath: folder.path("reminders.sqlite")))

    let empty = try reminders.run(["--database", folder.path("empty.sqlite"), "--no-sample-data", "lists", "--json"])
    #expect(empty.output == "[]\n")
  }

  /// In a HOME and XDG_DATA_HOME of the test's own, never the developer's.
  @Test func theDefaultLocationFollowsXDG() throws {
    let folder = try ScratchFolder()
    let home = folder.path("home")
    let data = folder.path("data")
    let run = try reminders.run(
      ["tags", "--json"], environment: ["HOME": home, "XDG_DATA_HOME": data, "REMINDERS_DATABASE": ""]
    )
    #expect(run.status == 0, "\(run.errors)")
    #if os(macOS)
      let expected = "\(home)/Library/Application Support/reminders/reminders.sqlite"
    #else
      let expected = "\(data)/reminders/reminders.sqlite"
    #endif
    #expect(FileManager.default.fileExists(atPath: expected), "no database at \(expected)")
  }

  @Test func aWriteInOneProcessShowsInTheNext() throws {
    let folder = try ScratchFolder()
    let environment = ["REMINDERS_DATABASE": folder.path("r.sqlite")]
    let added = try reminders.run(["add", "Water the plants", "--list", "Family", "--json"], environment: environment)
    #expect(added.status == 0, "\(added.errors)")
    let shown = try reminders.run(["show", "family"], environment: environment)
    #expect(shown.output.contains("Water the plants"))
  }

  @Test func twoWritersAtOnceLoseNothing() async throws {
    let folder = try ScratchFolder()
    let environment = ["REMINDERS_DATABASE": folder.path("r.sqlite")]
    _ = try reminders.run([], environment: environment)
    let executable = reminders
    try await withThrowingTaskGroup(of: Int.self) { group in
      for writer in ["A", "B"] {
        group.addTask {
          var failures = 0
          for index in 1...200 {
            let run = try executable.run(["add", "\(writer) \(index)", "--list", "Business"], environment: environment)
            if run.status != 0 { failures += 1 }
          }
          return failures
        }
      }
      for try await failures in group { #expect(failures == 0) }
    }
    let count = try reminders.run(["show", "Business", "--json"], environment: environment)
    #expect(count.output.components(separatedBy: #""isCompleted""#).count - 1 == 401)
  }

  @Test func badInputLeavesTheFileByteForByteUnchanged() throws {
    let folder = try ScratchFolder()
    let reminders = Executable.command(in: folder)
    let database = ["--database", "r.sqlite"]
    // Created here, so that the runs below find a database to leave alone.
    _ = try reminders("--database", "r.sqlite").run()
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("r.sqlite")))
    let badInput = [
      ["add", "Milk", "--due", "someday"], ["add", ""], ["show", "Nowhere"], ["complete", "42"],
      ["lists", "recolor", "Family", "plaid"], ["show", "--sort", "sideways"],
    ]
    let commands = badInput.map { arguments in
      var command = reminders
      command.arguments = arguments + database
      return command
    }
    assertInlineSnapshot(of: commands, as: .transcript) {
      """
      $ reminders add Milk --due someday --database r.sqlite
      ! error: Cannot read the date "someday". Try one of: 2026-12-01, 2026-12-01T09:00, today, tonight, tomorrow 9am, in 3 days, next monday, friday 17:30, dec 24.
      [exit 1]
      $ reminders add '' --database r.sqlite
      ! error: The title is empty.
      [exit 1]
      $ reminders show Nowhere --database r.sqlite
      ! error: There is no list, smart list or tag "Nowhere"; try a list's title, today, scheduled, all, flagged, completed, or #tag.
      [exit 1]
      $ reminders complete 42 --database r.sqlite
      ! error: There is no reminder with id 42.
      [exit 1]
      $ reminders lists recolor Family plaid --database r.sqlite
      ! error: Unknown color "plaid"; use #RRGGBB, #RRGGBBAA or one of: red, orange, yellow, green, blue, purple, brown, gray.
      [exit 1]
      $ reminders show --sort sideways --database r.sqlite
      ! error: The value 'sideways' is invalid for '--sort <sort>'. Please provide one of 'due', 'priority', 'title' or 'manual'. (see 'reminders --help')
      [exit 2]
      """
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("r.sqlite"))) == before)
  }

  @Test func filesThatCannotBeADatabase() throws {
    let folder = try ScratchFolder()
    let notADatabase = folder.url.appendingPathComponent("notes.txt")
    try Data("Just some text, long enough to fill a header of an SQLite file.....".utf8)
      .write(to: notADatabase)
    let before = try Data(contentsOf: notADatabase)
    let reminders = Executable.command(in: folder)
    assertInlineSnapshot(
      of: [reminders("--database", "notes.txt"), reminders("--database", "no/such/folder/r.sqlite")],
      as: .transcript) {
      """
      $ reminders --database notes.txt
      ! error: notes.txt is not a Reminders database (not an SQLite file).
      [exit 1]
      $ reminders --database no/such/folder/r.sqlite
      ! error: The folder of the database does not exist: no/such/folder
      [exit 1]
      """
    }
    #expect(try Data(contentsOf: notADatabase) == before)
  }

  @Test func aDatabaseFromANewerVersionIsRefused() throws {
    let folder = try ScratchFolder()
    let path = folder.path("r.sqlite")
    _ = try reminders.run(["--database", path])
    let sqlite = try reminders.run(["--database", path, "--json"])
    #expect(sqlite.status == 0)
    try addFutureMigration(to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    // The folder is new on every run: a wildcard stands for it, where a reader sees it.
    assertInlineSnapshot(of: Executable.command(in: folder)("--database", path), as: .transcript) {
      """
      $ reminders --database [..]/r.sqlite
      ! error: The database was written by a newer version of the app (it has migrations fromTheFuture that this version does not know); update the app.
      [exit 1]
      """
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  // Root can write to read-only folders: DatabaseOpenerTests checks the refusal for everyone.
  @Test(.enabled(if: getuid() != 0, "root can write to read-only folders"))
  func aReadOnlyFolderIsRefused() throws {
    let folder = try ScratchFolder()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    let run = try reminders.run(["--database", folder.path("r.sqlite")])
    #expect(run.status == 1)
    #expect(run.errors.contains("read-only"))
  }

  @Test func watchRedrawsWhenAnotherProcessWrites() throws {
    let folder = try ScratchFolder()
    let path = folder.path("r.sqlite")
    _ = try reminders.run([], environment: ["REMINDERS_DATABASE": path])
    // A deadline of its own, so that a watch that never redraws cannot hang the test.
    let watch = try RunningProcess(
      reminders, ["watch", "flagged", "--database", path, "--interval", "0.05", "--max-seconds", "30"]
    )
    // The first frame, then a write from another process, then the frame that shows it.
    watch.read(until: "Pick up kids from school")
    #expect(!watch.text.contains("Call accountant"))
    let flag = try reminders.run(["flag", "9", "--database", path])
    #expect(flag.status == 0, "\(flag.errors)")
    watch.read(until: "Call accountant")
    watch.process.interrupt()
    watch.process.waitUntilExit()
    #expect(watch.text.contains("Call accountant"), "\(watch.text)")
    #expect(watch.process.terminationStatus == 0)
  }

}

extension EndToEndTests {
  @Test func watchEndsCleanlyOnCtrlC() throws {
    let folder = try ScratchFolder()
    let path = folder.path("r.sqlite")
    _ = try reminders.run([], environment: ["REMINDERS_DATABASE": path])
    let watch = try RunningProcess(
      reminders, ["watch", "--database", path, "--interval", "0.05", "--max-seconds", "30"]
    )
    // The interrupt must reach a watch that is still watching: one that ended by itself would
    // pass what follows without Ctrl-C doing anything. So: a first frame, then a write from
    // another process, then the frame that shows it, and only then Ctrl-C.
    watch.read(until: "Tags")
    let flag = try reminders.run(["flag", "9", "--database", path])
    #expect(flag.status == 0, "\(flag.errors)")
    watch.read(until: "Flagged 3")
    try #require(
      watch.text.contains("Flagged 3") && watch.process.isRunning, "watch ended before Ctrl-C: \(watch.text)"
    )
    watch.process.interrupt()
    watch.process.waitUntilExit()
    #expect(watch.text.contains("Lists"))
    #expect(watch.process.terminationReason == .exit)
    #expect(watch.process.terminationStatus == 0)
  }
}

/// Records a migration this version of the app does not know, as a newer version would.
private func addFutureMigration(to path: String) throws {
  let database = try DatabaseQueue(path: path)
  try database.writeWithoutTransaction { db in
    try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('fromTheFuture')")
    try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
  }
  try database.close()
}
