/// A unified diff of whole files, in the form `git apply` and `patch -p1` take.
enum UnifiedPatch {
  /// The patch turning `old` into `new` for the file at `path` (relative, `/`-separated), or an
  /// empty string when they are equal. A `nil` `old` creates the file, as git writes it.
  ///
  /// Lines are split at line feeds only, so carriage returns stay in their lines, as in git.
  static func file(_ path: String, from old: String?, to new: String, context: Int = 3)
    -> String
  {
    let before = lines(old ?? "")
    let after = lines(new)
    let script = editScript(before.lines, after.lines)
    var output = "diff --git a/\(path) b/\(path)\n"
    if old == nil {
      output += "new file mode 100644\n"
      // An empty new file has no hunk: git creates it from the header alone.
      guard !script.isEmpty else { return output }
      output += "--- /dev/null\n+++ b/\(path)\n"
    } else {
      guard script.contains(where: { $0 != .same }) else { return "" }
      output += "--- a/\(path)\n+++ b/\(path)\n"
    }
    return output + hunks(of: script, from: before, to: after, context: context)
  }

  /// The script's changes, grouped into hunks with up to `context` unchanged lines around them
  /// (changes at most twice that many unchanged lines apart share a hunk).
  private static func hunks(
    of script: [Step],
    from before: (lines: [Substring], text: String),
    to after: (lines: [Substring], text: String),
    context: Int
  ) -> String {
    var output = ""
    var index = 0
    var oldLine = 0
    var newLine = 0
    while index < script.count {
      guard script[index] != .same else {
        index += 1
        oldLine += 1
        newLine += 1
        continue
      }
      let lead = min(context, oldLine, newLine)
      let end = lastChange(of: script, from: index, context: context)
      let trail = min(context, script[(end + 1)...].prefix { $0 == .same }.count)
      var body: [String] = []
      var (o, n) = (oldLine - lead, newLine - lead)
      for step in script[(index - lead)...(end + trail)] {
        switch step {
        case .same:
          body.append(" " + line(before, o))
          o += 1
          n += 1
        case .delete:
          body.append("-" + line(before, o))
          o += 1
        case .insert:
          body.append("+" + line(after, n))
          n += 1
        }
      }
      let (oldCount, newCount) = (o - (oldLine - lead), n - (newLine - lead))
      let oldStart = oldCount == 0 ? oldLine - lead : oldLine - lead + 1
      let newStart = newCount == 0 ? newLine - lead : newLine - lead + 1
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      output += body.joined()
      index = end + trail + 1
      oldLine = o
      newLine = n
    }
    return output
  }

  /// The position of the last change of the hunk whose first change is at `index`: the hunk
  /// ends where more than twice `context` unchanged steps follow a change.
  private static func lastChange(of script: [Step], from index: Int, context: Int) -> Int {
    var end = index
    var sameRun = 0
    for scan in index..<script.count {
      if script[scan] == .same {
        sameRun += 1
        if sameRun > context * 2 { break }
      } else {
        sameRun = 0
        end = scan
      }
    }
    return end
  }

  enum Step: Equatable { case same, delete, insert }

  /// The file's lines, each with its line feed; the last line's missing one is marked as git
  /// marks it.
  private static func lines(_ text: String) -> (lines: [Substring], text: String) {
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\n" || text[index] == "\r\n" {
        result.append(text[start...index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    if start < text.endIndex { result.append(text[start...]) }
    return (result, text)
  }

  private static func line(_ file: (lines: [Substring], text: String), _ index: Int) -> String {
    let line = String(file.lines[index])
    return line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
  }

  /// The shortest edit script (Myers' algorithm): time and memory grow with the lines times
  /// the number of changes, small for snapshots written into a file.
  static func editScript(_ old: [Substring], _ new: [Substring]) -> [Step] {
    let n = old.count
    let m = new.count
    let max = n + m
    var frontier = [Int](repeating: 0, count: 2 * max + 2)
    var trace: [[Int]] = []
    search: for d in 0...max {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1])
          ? frontier[max + k + 1] : frontier[max + k - 1] + 1
        var y = x - k
        while x < n, y < m, old[x].utf8.elementsEqual(new[y].utf8) {
          x += 1
          y += 1
        }
        frontier[max + k] = x
        if x >= n, y >= m { break search }
      }
    }
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK =
        k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1]) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : frontier[max + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        steps.append(.same)
        x -= 1
        y -= 1
      }
      if d > 0 {
        steps.append(x == previousX ? .insert : .delete)
        (x, y) = (previousX, previousY)
      }
    }
    return steps.reversed()
  }
}
