/// One piece of a diff's output, in the order it appears, as ``TreeDiffer`` writes it: queued by
/// its own walk of two trees, or planned by ``ValueDiffer`` before anything is reflected.
///
/// Steps hold node indices, flags and the indices of texts kept beside them (labels and type
/// names), never strings, so they are copied without retaining anything.
enum DiffStep {
  /// Two nodes compared at the same place: written collapsed when equal, else taken apart into
  /// more steps.
  case compare(Pair)
  /// A node that only one side has, printed whole: from the first tree on the first side, from
  /// the second on the second.
  case whole(Int, of: Tree, indent: Int, hasComma: Bool, label: Int?)
  /// An unchanged node, printed collapsed on both sides.
  case unchanged(Int, of: Tree, indent: Int, hasComma: Bool, label: Int?)
  /// A run of unchanged elements, printed as `… (N unchanged)`.
  case unchangedRun(Int, indent: Int, hasComma: Bool)
  /// The line that opens a container shown on both sides that was not reflected (the value
  /// differ compared its parts with `==`): its type name and label are texts.
  case opening(DumpNodeKind, typeName: Int?, label: Int?, indent: Int)
  /// The line that closes a container shown on both sides.
  case closing(DumpNodeKind, indent: Int, hasComma: Bool)

  /// Which tree a node belongs to.
  enum Tree {
    case old, new
    /// The values ``ValueDiffer`` found equal, reflected only to be printed collapsed.
    case unchangedValues
  }

  /// Two nodes compared at the same place, with what their lines need.
  ///
  /// While ``ValueDiffer`` plans, `old` and `new` index the values it has yet to compare.
  struct Pair {
    var old: Int
    var new: Int
    var indent: Int
    var hasComma = false
    /// The roots of the whole diff: no label, and a qualified enum case.
    var isRoot = false
    /// The text that labels both sides, when it is not their nodes' own label.
    var label: Int? = nil
    /// The text that labels the first side, when it differs from the second side's, as for an
    /// element that moved or a custom diff object met in place of its earlier value.
    var oldLabel: Int? = nil
  }

  /// Where the step stands in a diffed list, for its punctuation; `nil` for a container's
  /// own lines.
  private var entry: ListPunctuation.Entry? {
    switch self {
    case .compare: .changed
    case .whole(_, let tree, _, _, _): tree == .old ? .removed : .inserted
    case .unchanged, .unchangedRun: .unchanged
    case .opening, .closing: nil
    }
  }

  /// The same step, followed by a comma or not.
  private func punctuated(_ hasComma: Bool) -> DiffStep {
    switch self {
    case .compare(var pair):
      pair.hasComma = hasComma
      return .compare(pair)
    case .whole(let node, let tree, let indent, _, let label):
      return .whole(node, of: tree, indent: indent, hasComma: hasComma, label: label)
    case .unchanged(let node, let tree, let indent, _, let label):
      return .unchanged(node, of: tree, indent: indent, hasComma: hasComma, label: label)
    case .unchangedRun(let count, let indent, _):
      return .unchangedRun(count, indent: indent, hasComma: hasComma)
    case .opening:
      return self
    case .closing(let kind, let indent, _):
      return .closing(kind, indent: indent, hasComma: hasComma)
    }
  }

  /// Punctuates a container's entries, queued in output order on a stack of steps since
  /// `start`, queues its closing line after them, and turns them around, as the stack pops its
  /// last step first.
  static func finishContainer(_ closing: DiffStep, from start: Int, in steps: inout [DiffStep]) {
    var punctuation = ListPunctuation()
    for index in (start..<steps.count).reversed() {
      guard let entry = steps[index].entry else { continue }
      steps[index] = steps[index].punctuated(punctuation.takesComma(entry))
    }
    steps.append(closing)
    steps.withUnsafeMutableBufferPointer { steps in
      var (low, high) = (start, steps.count - 1)
      while low < high {
        steps.swapAt(low, high)
        low += 1
        high -= 1
      }
    }
  }
}
