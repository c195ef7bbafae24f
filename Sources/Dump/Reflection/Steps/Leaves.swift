extension DumpReflector {
  /// A metatype (`User.self`) or a ``CustomDumpStringConvertible`` description.
  static func reflectDescribedLeaf(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, wrapping: Wrapping
  ) -> Bool {
    if traits.isMetatype, let type = value as? Any.Type {
      node.kind = .metatype
      node.typeName = TypeNameFormatter.name(of: type)
      node.text = "\(node.typeName).self"
      node.isLeaf = !wrapping.sawOptional
      return true
    }
    if let text = traits.convertibleType?.customDumpDescription(of: value) {
      setDescription(text, into: &node, wrapping: wrapping)
      return true
    }
    return false
  }

  /// Makes the node a text printed as is: a ``CustomDumpStringConvertible`` description, or a
  /// custom redaction's text.
  static func setDescription(_ text: String, into node: inout DumpNode, wrapping: Wrapping) {
    node.kind = .customDescription
    node.text = text
    node.isLeaf = !text.containsLineFeed && !(wrapping.sawOptional && wrapping.sawRepresentable)
  }

  /// A scalar (a number, a string, a Boolean), or an enum case without payload whose name
  /// this reflection already knows.
  mutating func reflectValueLeaf(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, wrapping: Wrapping,
    remaining: Int
  ) -> Bool {
    if let scalar = traits.scalar {
      Self.setScalar(&node, value: value, scalar: scalar, remaining: remaining)
      node.isLeaf = !wrapping.sawOptional
      return true
    }
    if traits.remembersCaseNames, let caseName = caseNames.name(of: value) {
      node.kind = .enumeration(hasPayload: false)
      node.text = caseName
      node.isLeaf = !wrapping.sawOptional && node.objectID == nil
      return true
    }
    return false
  }

  // Static: called with a node of `nodes` in place, which a call on `self` would copy whole.
  static func setScalar(
    _ node: inout DumpNode, value: Any, scalar: TypeTraits.Scalar, remaining: Int
  ) {
    // Values are read as the exact type their traits name, which costs less than a cast.
    switch scalar {
    case .string:
      node.kind = .string
      if !withExactValue(value, as: String.self, { node.text = $0 }) {
        node.text = (value as? Substring).map(String.init) ?? "\(value)"
      }
      node.isCollapsed = remaining <= 0 && StringLiteral.isMultiLine(node.text)
    case .int:
      node.kind = .scalar
      if !withExactValue(value, as: Int.self, { node.text = String($0) }) {
        node.text = String(describing: value)
      }
    case .bool:
      node.kind = .scalar
      if !withExactValue(value, as: Bool.self, { node.text = $0 ? "true" : "false" }) {
        node.text = String(describing: value)
      }
    case .plain:
      node.kind = .scalar
      // `String(describing:)` on `Any` looks up protocol conformances for every value.
      // It writes a streamable value, which for doubles differs from `description` (`-nan`).
      if !withExactValue(value, as: Double.self, { node.text = ""; $0.write(to: &node.text) }) {
        node.text = String(describing: value)
      }
    }
  }

  /// Finishes the node at `slot` when `value` is a plain scalar (or optional scalar), in place;
  /// returns `false`, leaving the node untouched, for anything that needs the full walk.
  ///
  /// Most fields of data-heavy values are numbers, strings and booleans; finishing them here
  /// spares each a trip through the work stack and a copy of its node.
  mutating func finishScalar(_ value: Any, in slot: Int, remaining: Int) -> Bool {
    var traits = traits(of: value)
    var value = value
    var isUnwrapped = false
    if let optionalType = traits.optionalType {
      guard let wrapped = optionalType.wrappedValue(of: value) else {
        nodes[slot].typeName = traits.name
        nodes[slot].kind = .none
        nodes[slot].text = "nil"
        return true
      }
      value = wrapped
      traits = self.traits(of: wrapped)
      isUnwrapped = true
    }
    guard let scalar = traits.scalar else { return false }
    if isUnwrapped {
      nodes[slot].isUnwrapped = true
      nodes[slot].isLeaf = false
    }
    nodes[slot].typeName = traits.name
    Self.setScalar(&nodes[slot], value: value, scalar: scalar, remaining: remaining)
    return true
  }

  mutating func identity(of value: Any, traits: TypeTraits) -> String? {
    guard let id = ElementIdentity.id(of: value, traits: traits) else { return nil }
    if let redactor, redactor.hidesIdentity(id) { return nil }
    return keyText(of: id)
  }

  /// The dump of a value that keys something (an id, a dictionary key, a redacted value), read
  /// directly when it prints on one line as a scalar or custom description.
  mutating func keyText(of value: Any) -> String {
    oneLineText(of: value) ?? DumpTree.text(of: value)
  }

  /// The dump of a value that prints on one line as a scalar or custom description, or `nil`.
  ///
  /// Ids are nearly always numbers, strings or UUIDs; reading their text directly spares a
  /// nested dump per element when diffing collections of `Identifiable` values.
  private mutating func oneLineText(of value: Any) -> String? {
    let traits = traits(of: value)
    if let text = traits.convertibleType?.customDumpDescription(of: value) {
      return text.containsLineFeed ? nil : text
    }
    guard let scalar = traits.scalar else { return nil }
    var node = DumpNode(label: .none)
    Self.setScalar(&node, value: value, scalar: scalar, remaining: .max)
    if node.kind == .string {
      return StringLiteral.isMultiLine(node.text) ? nil : StringLiteral.singleLine(node.text)
    }
    return node.text.containsLineFeed ? nil : node.text
  }
}
