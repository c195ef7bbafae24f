import Foundation
import GRDB
import Reminders

/// Opens the database file, turning what can go wrong with a file into one clear error.
enum DatabaseOpener {
  static func open(_ location: DatabaseLocation, sampleData: Bool) throws -> DatabaseQueue {
    let fileManager = FileManager.default
    let folder = (location.path as NSString).deletingLastPathComponent
    let folderPath = folder.isEmpty ? "." : folder
    if location.isDefault && !fileManager.fileExists(atPath: folderPath) {
      try fileManager.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
    }
    var isFolder: ObjCBool = false
    guard fileManager.fileExists(atPath: folderPath, isDirectory: &isFolder), isFolder.boolValue
    else { throw CommandError.missingFolder(folderPath) }
    // SQLite needs the folder for its journal files, even to read a WAL database.
    guard fileManager.isWritableFile(atPath: folderPath) else {
      throw CommandError.unwritableFolder(folderPath)
    }
    if fileManager.fileExists(atPath: location.path)
      && !fileManager.isWritableFile(atPath: location.path)
    {
      throw CommandError.unwritableFolder(location.path)
    }
    do {
      return try RemindersDatabase.open(at: location.path, sampleData: sampleData)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      throw CommandError.notADatabase(location.path)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
      throw CommandError.cannotOpen(path: location.path, reason: error.message ?? "cannot open")
    }
  }
}
