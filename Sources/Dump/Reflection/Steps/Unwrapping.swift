extension DumpReflector {
  /// An optional shows its wrapped value; `nil` is a leaf.
  mutating func unwrapOptional(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, wrapping: inout Wrapping
  ) -> StepOutcome {
    guard traits.isOptional else { return .passed }
    guard let wrapped = traits.optionalType?.wrappedValue(of: value) else {
      node.kind = .none
      node.text = "nil"
      node.isLeaf = !wrapping.sawOptional
      return .finished
    }
    wrapping.sawOptional = true
    node.isUnwrapped = true
    return .shows(wrapped)
  }

  /// A custom diff object shows its current value (and, in diffs, its earlier one); a
  /// ``CustomDumpRepresentable`` value shows its `customDumpValue`.
  mutating func unwrapCustomized(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, wrapping: inout Wrapping,
    remaining: Int
  ) -> StepOutcome {
    if traits.isDiffObject, let object = value as? any _CustomDiffObject {
      // A snapshot may give itself as its value: it is then shown by its fields.
      if object._objectIdentifier == node.objectID {
        wrapping.showsItsDiffObject = true
        node.showsItsDiffObject = true
      } else {
        guard let shown = reflectDiffObject(object, into: &node, remaining: remaining)
        else { return .finished }
        return .shows(shown)
      }
    }
    if traits.isRepresentable, let representable = value as? any CustomDumpRepresentable {
      wrapping.sawRepresentable = true
      node.isUnwrapped = true
      return .shows(representable.customDumpValue)
    }
    return .passed
  }

  /// Returns the value to show in place of the object, or `nil` when the node is complete.
  mutating func reflectDiffObject(
    _ object: any _CustomDiffObject, into node: inout DumpNode, remaining: Int
  ) -> Any? {
    let (before, shown) = object._customDiffValues
    let shownMirror = Mirror(customDumpReflecting: shown)
    let customType = object._customDiffType
    node.typeName = TypeNameFormatter.name(of: customType ?? shownMirror.subjectType)
    node.objectID = object._objectIdentifier
    node.isUnwrapped = true
    node.isLeaf = false
    visitedObjects += 1
    switch tracker.visit(object._objectIdentifier, typeName: node.typeName) {
    case .repeated(let number, let isCycle):
      node.kind = .reference(isCycle: isCycle)
      node.objectNumber = number
      return nil
    case .first(let number):
      node.objectNumber = number
      tasks.append(.leave(object._objectIdentifier))
      if computesIdentities {
        // The earlier value shows the same object, with the same mark.
        var baseline = DumpNode(label: .none)
        baseline.objectID = object._objectIdentifier
        baseline.objectNumber = number
        baseline.isUnwrapped = true
        node.customDiffBaseline = nodes.count
        earlierValues.append((before, nodes.count, remaining))
        nodes.append(baseline)
      }
    }
    guard customType != nil else { return shown }
    node.kind = .object
    let children = shownMirror.children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
    addChildren(
      children, rawCount: children.count, filtersMacroFields: !(shown is any CustomDumpReflectable),
      to: &node, remaining: remaining)
    return nil
  }
}
