import InlineSnapshot

/// Finds a pending entry's call in the file's current text, from the text its test binary was
/// compiled from: where it was when the texts are equal, else where ``CallRelocation`` proves
/// it is the same call.
///
/// Reads each file once and parses each text once.
struct CallLocator {
  let files: any SourceFileAccess
  private var current: [String: Result<ParsedSource, Refusal>] = [:]
  // Keyed by bytes: `String`'s `==` calls é and e + U+0301 equal.
  private var compiled: [[UInt8]: ParsedSource] = [:]

  init(files: any SourceFileAccess) {
    self.files = files
  }

  /// The file's text now, parsed.
  mutating func currentSource(of path: String) -> Result<ParsedSource, Refusal> {
    if let source = current[path] { return source }
    let source: Result<ParsedSource, Refusal>
    do {
      source = .success(ParsedSource(try files.read(path), fileName: path))
    } catch {
      source = .failure(Refusal(reason: "the file cannot be read: \(error)"))
    }
    current[path] = source
    return source
  }

  mutating func locate(
    _ site: PendingBatch.Site,
    in path: String,
    compiledFrom compiledText: String?
  ) -> Result<ParsedSource.CallLocation, Refusal> {
    guard let compiledText else {
      return .failure(Refusal(reason: "the batch lacks the text the test was compiled from"))
    }
    let location = ParsedSource.CallLocation(line: site.line, column: site.column)
    let now: ParsedSource
    switch currentSource(of: path) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let source): now = source
    }
    if now.text.utf8.elementsEqual(compiledText.utf8) { return .success(location) }
    let original: ParsedSource
    let key = Array(compiledText.utf8)
    if let parsed = compiled[key] {
      original = parsed
    } else {
      original = ParsedSource(compiledText, fileName: path)
      compiled[key] = original
    }
    // An entry of a keyed closure merges with the entries accepted or recorded since.
    guard
      let moved = CallRelocation(from: original, to: now)
        .location(of: location, ignoringClosures: site.key != nil)
    else {
      return .failure(
        Refusal(
          reason: """
            the call changed since the run (its snapshot or code was edited, or calls were \
            added, removed or renamed in the file), so it is not provably the call that ran
            """
        ))
    }
    return .success(moved)
  }
}
