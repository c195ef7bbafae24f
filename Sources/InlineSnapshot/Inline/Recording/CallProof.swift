// Inline/Recording/: what to write into a test file and whether: the recorder's queue, its named
// rules, the compiled sources and the flush at exit.

/// Whether the call at a site's line and column is the call that ran, where no record of the
/// file's compile proves the text (see ``CompileTimes``): then a file saved between its
/// compile and the link looks compiled, and the line and column may lead into another call.
///
/// The call must be in the declaration that ran it, told by names only:
/// - in the function that `#function` names, as before;
/// - when that function is the running Swift Testing test's own, in the test's suite (the types
///   its identifier names), and the only declaration of that name in that suite;
/// - otherwise (a helper, or XCTest, whose running test no public API names), in the only
///   declaration of that name in the file.
///
/// Cost: one walk of the tree when the call is in the function that ran it.
enum CallProof: Equatable, Sendable {
  /// The call is in the one declaration of the name `#function` gave.
  case proven
  /// The call is in another function, or in none.
  case otherFunction(found: String?, ran: String)
  /// The call is in a same-named function of other types than the running test's.
  case otherSuite(found: ParsedSource.FunctionDeclaration, ran: RunningTest)
  /// The file declares the function more than once, and nothing tells which one ran.
  case ambiguous(function: String, declarations: [ParsedSource.FunctionDeclaration])

  /// What proves, or disproves, that the call at `site` in `source` is the one that ran in
  /// `function`, under `test`.
  static func check(
    _ site: SnapshotSite,
    in source: ParsedSource,
    function: String,
    test: RunningTest?
  ) -> CallProof {
    guard let found = source.enclosingDeclaration(of: site.callLocation), found.name == function
    else {
      return .otherFunction(
        found: source.enclosingDeclaration(of: site.callLocation)?.name, ran: function)
    }
    let declarations = source.declarations(named: function)
    // The test's own body: its identifier names the suite.
    if let test, test.filePath == site.filePath, test.function == function {
      guard found.typeNames == test.typeNames else { return .otherSuite(found: found, ran: test) }
      let inSuite = declarations.filter { $0.typeNames == test.typeNames }
      return inSuite.count == 1 ? .proven : .ambiguous(function: function, declarations: inSuite)
    }
    return declarations.count == 1
      ? .proven : .ambiguous(function: function, declarations: declarations)
  }

  /// Why recording refuses the call at `site`; `nil` when it is proven.
  func refusal(at site: SnapshotSite) -> String? {
    let call = "the call at line \(site.line), column \(site.column)"
    let reason: String
    switch self {
    case .proven:
      return nil
    case .otherFunction(let found, let ran):
      let place = found.map { "is in `\($0)`" } ?? "is in no function"
      reason = "\(call) \(place), not in `\(ran)`, which ran it"
    case .otherSuite(let found, let ran):
      reason = """
        \(call) is in `\(found.qualifiedName)`, but the test that ran it is `\(ran.function)` \
        \(Self.place(ran.typeNames))
        """
    case .ambiguous(let function, let declarations):
      let places = declarations.map { Self.place($0.typeNames) }
      reason = """
        \(call) is in `\(function)`, which this file declares \(declarations.count) times \
        (\(places.joined(separator: ", "))), and nothing tells which of them ran it
        """
    }
    return """
      \(site.filePath) may have changed since it was compiled, and \(reason). No record of this \
      file's compile was found beside the test binary (a build system InlineSnapshot does not \
      read, a moved or copied binary), so only the declaration around the call can prove that \
      it is the call that ran. Build and run the tests again with `swift test` or Xcode to \
      record. If a helper of yours calls assertInlineSnapshot for this call, give it a \
      `function: StaticString = #function` parameter and pass it on.
      """
  }

  private static func place(_ typeNames: [String]) -> String {
    typeNames.isEmpty ? "outside any type" : "in `\(typeNames.joined(separator: "."))`"
  }
}
