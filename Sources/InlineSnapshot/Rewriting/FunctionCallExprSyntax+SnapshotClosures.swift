import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The index of the first of the closure arguments that end the parentheses, or the argument
  /// count when the last argument is not a closure. Snapshot closure offsets count from there.
  var firstClosureArgumentIndex: Int {
    let arguments = Array(self.arguments)
    var first = arguments.count
    while first > 0, arguments[first - 1].expression.is(ClosureExprSyntax.self) {
      first -= 1
    }
    return first
  }
}
