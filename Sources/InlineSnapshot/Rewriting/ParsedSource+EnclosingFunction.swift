import SwiftSyntax

extension ParsedSource {
  /// The name `#function` gives inside the declaration around the call at `location` (`test()`,
  /// `check(_:against:)`, `init(name:)`, a property's name); `nil` when there is no such call
  /// or no declaration `#function` names.
  ///
  /// A call site's `#function` is known when it runs, whatever the build left behind: a call at
  /// the same line and column inside another function is not the one that ran.
  package func enclosingFunction(of location: CallLocation) -> String? {
    // A binding names `#function` only outside functions: a property, not a local `let`.
    var binding: String?
    var parent = call(at: location).map(Syntax.init)?.parent
    while let node = parent {
      if let function = node.as(FunctionDeclSyntax.self) {
        return function.name.text + Self.labels(function.signature.parameterClause.parameters)
      }
      if let initializer = node.as(InitializerDeclSyntax.self) {
        return "init" + Self.labels(initializer.signature.parameterClause.parameters)
      }
      if let subscriptDecl = node.as(SubscriptDeclSyntax.self) {
        return "subscript" + Self.labels(subscriptDecl.parameterClause.parameters)
      }
      if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
      if binding == nil, let pattern = node.as(PatternBindingSyntax.self) {
        binding = pattern.pattern.trimmedDescription
      }
      parent = node.parent
    }
    return binding
  }

  /// `(a:_:)`: each parameter's argument label, as `#function` spells them.
  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
  }
}
