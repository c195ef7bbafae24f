import Foundation

/// Where the database file is: `--database`, else `REMINDERS_DATABASE`, else the platform's
/// conventional place for an app's data.
struct DatabaseLocation: Hashable {
  var path: String
  /// Whether the path is the default one, whose folder is created when missing.
  var isDefault: Bool

  static func resolve(options: GlobalOptions, variables: [String: String]) throws -> DatabaseLocation {
    if let path = options.databasePath { return DatabaseLocation(path: path, isDefault: false) }
    if let path = variables["REMINDERS_DATABASE"], !path.isEmpty {
      return DatabaseLocation(path: path, isDefault: false)
    }
    return DatabaseLocation(path: defaultPath(variables: variables), isDefault: true)
  }

  /// `$XDG_DATA_HOME/reminders/reminders.sqlite` (else `~/.local/share/…`) on Linux;
  /// `~/Library/Application Support/reminders/reminders.sqlite` on macOS.
  static func defaultPath(variables: [String: String]) -> String {
    let home = variables["HOME"] ?? NSHomeDirectory()
    #if os(macOS)
      let folder = "\(home)/Library/Application Support"
    #else
      let folder = variables["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? "\(home)/.local/share"
    #endif
    return "\(folder)/reminders/reminders.sqlite"
  }
}
