/// Why an assertion refuses a snapshot file whose name another snapshot has too: sharing it
/// would overwrite or compare against the other snapshot without anyone noticing.
enum SnapshotFileConflict: Error, Equatable, CustomStringConvertible {
  /// Two arguments of a parameterized test clean to one file name (`s: "a b"`, `s: "a-b"`).
  case argumentsShareAFile(fileName: String, arguments: [String])
  /// A parameterized test's arguments could not be read (a Swift Testing release that lays
  /// them out otherwise): numbering its files would give each case whichever number it ran at.
  case argumentsUnreadable(testName: String)
  /// Another test used the file first in this process, and this test's snapshot differs from
  /// it or would be written over it.
  case fileOfAnotherTest(path: String, owner: String)

  var description: String {
    switch self {
    case .argumentsShareAFile(let fileName, let arguments):
      return """
        The arguments \(arguments.map { "(\($0))" }.joined(separator: " and ")) would share the \
        snapshot file "\(fileName)": file names keep letters, digits and underscores, and \
        turn each run of other characters into one hyphen. Nothing was compared or written. Pass `named:` with a name that tells the arguments \
        apart.
        """
    case .argumentsUnreadable(let testName):
      return """
        "\(testName)" is parameterized, but its arguments could not be read to name its \
        snapshot files, and numbers would go to the cases in whatever order they run. Nothing \
        was compared or written. Pass `named:` with a name built from the arguments.
        """
    case .fileOfAnotherTest(let path, let owner):
      return """
        The snapshot file \(path) belongs to another test in this run, \(owner), which used it \
        first: this test's snapshot differs from it or would be written over it, so nothing \
        was written. Pass `named:` or `testName:` to give this test a file of its own.
        """
    }
  }
}
