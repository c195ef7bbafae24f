import Foundation
import GRDB
import Reminders

/// Opens the database file, turning what can go wrong with a file into one clear error.
enum DatabaseOpener {
  /// - Parameter isWritable: Whether this process may write a path; a test answers as a
  ///   read-only folder would, which root's processes never see.
  static func open(
    _ location: DatabaseLocation,
    sampleData: Bool,
    isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
  ) throws -> DatabaseQueue {
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
    guard isWritable(folderPath) else {
      throw CommandError.unwritableFolder(folderPath)
    }
    if fileManager.fileExists(atPath: location.path) && !isWritable(location.path) {
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
