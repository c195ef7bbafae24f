/// Which closure of a call a syntax descriptor names: the one rule that reading, validating,
/// failure lines and writing follow.
///
/// It sees only the shape of the call's closures, not their syntax, so the rewriter can resolve
/// against the closures it has edited so far. Resolving costs constant time.
struct SnapshotClosureResolver: Hashable, Sendable {
  /// The closure a descriptor names, or why the call has none.
  enum Resolution: Hashable, Sendable {
    /// The closure argument at this index of the parentheses (`matches: { … }`).
    case argument(Int)
    /// The trailing closure at this index, 0 being the unlabelled first one. Past the first,
    /// its label is the descriptor's or one of its deprecated labels.
    case trailing(Int)
    /// The trailing closure at this index has the label `found`, not the descriptor's: the
    /// named closure is missing, and its place is before that one.
    case otherLabel(index: Int, found: String)
    /// The call has no trailing closure at this index: the named closure is missing.
    case missing(Int)
  }

  /// How many arguments the parentheses hold.
  var argumentCount: Int
  /// Where the run of closure arguments at the end of the parentheses starts; offsets count
  /// from there.
  var firstClosureArgument: Int
  /// The trailing closures' labels, `nil` for the first, which has none.
  var trailingLabels: [String?]

  /// How many closures the call ends with, in the parentheses and after them.
  var closureCount: Int {
    argumentCount - firstClosureArgument + trailingLabels.count
  }

  /// The closure `descriptor` names among this call's closures.
  func resolve(_ descriptor: InlineSnapshotSyntaxDescriptor) -> Resolution {
    let target = firstClosureArgument + descriptor.trailingClosureOffset
    if target < argumentCount {
      return .argument(target)
    }
    let index = target - argumentCount
    guard index < trailingLabels.count else { return .missing(index) }
    // The first trailing closure has no label to check.
    guard index > 0 else { return .trailing(0) }
    let found = trailingLabels[index] ?? ""
    guard
      found == descriptor.trailingClosureLabel
        || descriptor.deprecatedTrailingClosureLabels.contains(found)
    else { return .otherLabel(index: index, found: found) }
    return .trailing(index)
  }
}
