import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The shape of this call's closures, to resolve a syntax descriptor against.
  var snapshotClosureResolver: SnapshotClosureResolver {
    SnapshotClosureResolver(
      argumentCount: arguments.count,
      firstClosureArgument: firstClosureArgumentIndex,
      trailingLabels: trailingClosure == nil
        ? [] : [nil] + additionalTrailingClosures.map { $0.label.text }
    )
  }

  /// The trailing closure at `index`, 0 being the unlabelled first one.
  func trailingClosure(at index: Int) -> ClosureExprSyntax? {
    if index == 0 { return trailingClosure }
    let elements = Array(additionalTrailingClosures)
    return index - 1 < elements.count ? elements[index - 1].closure : nil
  }

  /// The index of the first of the closure arguments that end the parentheses, or the argument
  /// count when the last argument is not a closure.
  private var firstClosureArgumentIndex: Int {
    let arguments = Array(self.arguments)
    var first = arguments.count
    while first > 0, arguments[first - 1].expression.is(ClosureExprSyntax.self) {
      first -= 1
    }
    return first
  }
}
