import SwiftSyntax

extension ParsedSource {
  /// A declaration that `#function` names inside it, and the types around it.
  struct FunctionDeclaration: Hashable, Sendable {
    /// What `#function` gives inside it: `test()`, `check(_:against:)`, `init(name:)`, a
    /// property's name.
    var name: String
    /// The types and extensions around it, outermost first: `["Outer", "Inner"]` for a
    /// function in `struct Inner` in `enum Outer`, or in `extension Outer.Inner`.
    var typeNames: [String]

    init(name: String, typeNames: [String]) {
      self.name = name
      self.typeNames = typeNames
    }

    /// `Outer.Inner.test()`, as a message names it.
    var qualifiedName: String {
      (typeNames + [name]).joined(separator: ".")
    }
  }

  /// The name `#function` gives inside the declaration around the call at `location`; `nil`
  /// when there is no such call or no declaration `#function` names.
  ///
  /// A call site's `#function` is known when it runs, whatever the build left behind: a call at
  /// the same line and column inside another function is not the one that ran.
  func enclosingFunction(of location: CallLocation) -> String? {
    enclosingDeclaration(of: location)?.name
  }

  /// The declaration around the call at `location` that `#function` names, with its types;
  /// `nil` when there is no such call or declaration.
  func enclosingDeclaration(of location: CallLocation) -> FunctionDeclaration? {
    guard let parent = call(at: location).map(Syntax.init)?.parent else { return nil }
    return Self.declaration(around: parent)?.declaration
  }

  /// Every declaration of this text that `#function` calls `name`, in text order.
  func declarations(named name: String) -> [FunctionDeclaration] {
    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.declarations.filter { $0.name == name }
  }

  /// The declaration `#function` names at `start` (itself, or the nearest around it), and its
  /// node.
  fileprivate static func declaration(
    around start: Syntax
  ) -> (node: Syntax, declaration: FunctionDeclaration)? {
    // A binding names `#function` only outside functions: a property (the outermost binding,
    // not a `let` in its getter or initializer), not a local `let`.
    var binding: (node: Syntax, name: String)?
    var parent: Syntax? = start
    while let node = parent {
      if let name = functionName(of: node) {
        return (node, FunctionDeclaration(name: name, typeNames: typeNames(around: node)))
      }
      if let pattern = node.as(PatternBindingSyntax.self) {
        binding = (node, pattern.pattern.trimmedDescription)
      }
      parent = node.parent
    }
    return binding.map {
      ($0.node, FunctionDeclaration(name: $0.name, typeNames: typeNames(around: $0.node)))
    }
  }

  /// What `#function` gives inside `node`, when `node` is a function, initializer, subscript
  /// or deinitializer.
  private static func functionName(of node: Syntax) -> String? {
    if let function = node.as(FunctionDeclSyntax.self) {
      return function.name.text + labels(function.signature.parameterClause.parameters)
    }
    if let initializer = node.as(InitializerDeclSyntax.self) {
      return "init" + labels(initializer.signature.parameterClause.parameters)
    }
    if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
      return "subscript" + labels(subscriptDecl.parameterClause.parameters)
    }
    return node.is(DeinitializerDeclSyntax.self) ? "deinit" : nil
  }

  /// The names of the types and extensions around `node`, outermost first, without backticks.
  private static func typeNames(around node: Syntax) -> [String] {
    var names: [String] = []
    var parent = node.parent
    while let current = parent {
      if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
        names.insert(
          contentsOf: extensionDecl.extendedType.trimmedDescription
            .split(separator: ".").map { unquoted(String($0)) },
          at: 0)
      } else if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
        || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self)
        || current.is(ProtocolDeclSyntax.self),
        let type = current.asProtocol(NamedDeclSyntax.self)
      {
        names.insert(unquoted(type.name.text), at: 0)
      }
      parent = current.parent
    }
    return names
  }

  private static func unquoted(_ name: String) -> String {
    name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`")
      ? String(name.dropFirst().dropLast()) : name
  }

  /// `(a:_:)`: each parameter's argument label, as `#function` spells them.
  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
  }
}

/// Collects every declaration `#function` names (a binding only where it names one: a
/// property, not a local `let`).
private final class DeclarationCollector: SyntaxVisitor {
  var declarations: [ParsedSource.FunctionDeclaration] = []

  private func note(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    let node = Syntax(node)
    if let found = ParsedSource.declaration(around: node), found.node.id == node.id {
      declarations.append(found.declaration)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { note(node) }
}
