import SwiftParser
import SwiftSyntax

/// The test names a test file's snapshot files can start with, read from its source: what
/// `#function` spells in each declaration an assertion can sit in, and each `testName:` given
/// as a plain string, cleaned as file names are (``SnapshotFileLocation/sanitized(_:)``).
///
/// `verbatim-snapshots test --unreferenced` keeps a file that no test read when its name is
/// still one of these: its test may be skipped here and run elsewhere.
package enum SnapshotFileTestNames: Equatable, Sendable {
  /// Every name a snapshot file of the source can start with.
  case known(Set<String>)
  /// The source cannot tell: a snapshot file of it may carry any name.
  case unknown(Unknown)

  /// Why a source's names cannot be known.
  package enum Unknown: Equatable, Sendable {
    /// The source does not parse: it is not the one the tests were built from.
    case syntaxErrors
    /// A `testName:` argument is computed, at this line: it can be any name.
    case computedTestName(line: Int)
  }

  /// The names of `source`, a test file's text.
  package static func reading(_ source: String) -> Self {
    let tree = Parser.parse(source: source)
    guard !tree.hasError else { return .unknown(.syntaxErrors) }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    if let node = collector.computedTestName {
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      return .unknown(.computedTestName(line: node.startLocation(converter: converter).line))
    }
    return .known(Set(collector.functions.map(SnapshotFileLocation.sanitized)))
  }

  /// The test name a snapshot file's name starts with: up to its first dot
  /// (`greeting.1.txt` → `greeting`); a cleaned name holds no dot.
  package static func testName(ofFile fileName: String) -> String {
    String(fileName.prefix { $0 != "." })
  }

  /// Gathers the `#function` of every declaration and the `testName:` arguments.
  private final class Collector: SyntaxVisitor {
    var functions: [String] = []
    var computedTestName: Syntax?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append(node.name.text + Self.labels(node.signature.parameterClause))
      return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append("init" + Self.labels(node.signature.parameterClause))
      return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
      // A subscript's one name is not a label.
      let labels = node.parameterClause.parameters.map {
        ($0.secondName == nil ? "_" : $0.firstName.text) + ":"
      }
      functions.append("subscript(" + labels.joined() + ")")
      return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append("deinit")
      return .visitChildren
    }

    // A property's accessors and initial value have the property's name as `#function`.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self) {
        functions.append(name.identifier.text)
      }
      return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.label?.text == "testName" else { return .visitChildren }
      if let value = node.expression.as(StringLiteralExprSyntax.self)?.compiledValue {
        functions.append(value)
      } else if computedTestName == nil {
        computedTestName = Syntax(node)
      }
      return .visitChildren
    }

    /// `(_:label:)`, as `#function` spells the parameters.
    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
      "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
  }
}
