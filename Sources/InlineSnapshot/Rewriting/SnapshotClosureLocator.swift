import SwiftSyntax

extension ParsedSource {
  /// The line where the snapshot closure of the call at `location` starts, if it has one.
  ///
  /// Failures point there, next to the text that did not match.
  package func snapshotClosureLine(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  ) -> Int? {
    guard let call = call(at: location) else { return nil }
    let arguments = Array(call.arguments)
    let target = call.firstClosureArgumentIndex + syntaxDescriptor.trailingClosureOffset
    if target < arguments.count {
      return line(of: arguments[target].positionAfterSkippingLeadingTrivia)
    }
    let index = target - arguments.count
    if index == 0 {
      return call.trailingClosure.map { line(of: $0.positionAfterSkippingLeadingTrivia) }
    }
    let elements = Array(call.additionalTrailingClosures)
    guard index - 1 < elements.count else { return nil }
    return line(of: elements[index - 1].positionAfterSkippingLeadingTrivia)
  }
}
