@testable import RemindersCommand
import Testing

struct DatabaseLocationTests {
  func location(_ arguments: [String], _ variables: [String: String]) throws -> DatabaseLocation {
    try DatabaseLocation.resolve(options: GlobalOptions.parse(arguments), variables: variables)
  }

  @Test func optionThenVariableThenPlatformDefault() throws {
    let variables = ["REMINDERS_DATABASE": "/tmp/env.sqlite", "HOME": "/home/ada"]
    #expect(try location(["--database", "/tmp/option.sqlite"], variables).path == "/tmp/option.sqlite")
    #expect(try location([], variables).path == "/tmp/env.sqlite")
    #if os(macOS)
      // macOS has no XDG: the app's data lives in Application Support.
      for variables in [["HOME": "/Users/ada"], ["HOME": "/Users/ada", "XDG_DATA_HOME": "/data"]] {
        #expect(
          try location([], variables).path == "/Users/ada/Library/Application Support/reminders/reminders.sqlite"
        )
      }
    #else
      #expect(try location([], ["HOME": "/home/ada"]).path == "/home/ada/.local/share/reminders/reminders.sqlite")
      #expect(
        try location([], ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"]).path
          == "/data/reminders/reminders.sqlite"
      )
      // The XDG specification ignores relative paths.
      #expect(
        try location([], ["HOME": "/home/ada", "XDG_DATA_HOME": "data"]).path
          == "/home/ada/.local/share/reminders/reminders.sqlite"
      )
    #endif
    #expect(try location([], ["HOME": "/home/ada"]).isDefault)
  }
}
