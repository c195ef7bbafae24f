import Dump

/// A value reflected for ``ReflectionDump``: one node per line of the dump, children in the
/// order they are printed.
struct ReflectionTree {
  struct Node {
    enum Line {
      /// `▿ name: description` (`-` when there are no children).
      case described(String)
      /// `- name: description` whatever the children: an ``AnySnapshotStringConvertible`` value.
      case custom(String)
      /// An object that is its own ancestor, printed as `▿ name (circular reference detected)`.
      case circular
      /// A value a redaction names: `- name: text`, where the text is a placeholder's token or
      /// a custom redaction's text.
      case redacted(String)
    }

    var line: Line
    /// The number of children the value has, which decides its bullet.
    var childCount: Int
    var children: [(label: String?, node: Int)] = []
    var sortsChildren = false
    /// The object this node stands for, an ancestor of its children.
    var object: ObjectIdentifier?
    /// Whether `object` is an ancestor cycles are detected through. swift-snapshot-testing does
    /// not track objects that describe themselves (`CustomStringConvertible`); those end a cycle
    /// at their third appearance, where it recurses until it crashes.
    var detectsCycles = false
  }

  private(set) var nodes: [Node] = []
  let root = 0
  /// The redactions applied, if any; their tokens print unnumbered in the texts that sort.
  private let redaction: SnapshotRedaction?

  init(reflecting value: Any, redaction: SnapshotRedaction? = nil) {
    enum Step {
      case enter(Any, label: String?, parent: Int?, path: SnapshotRedaction.Path?)
      case exit(Int)
    }
    self.redaction = redaction
    // How many times each object appears among the ancestors of the value being reflected.
    var ancestors: [ObjectIdentifier: Int] = [:]
    var steps: [Step] = [.enter(value, label: nil, parent: nil, path: redaction?.root)]
    while let step = steps.popLast() {
      switch step {
      case .enter(let value, let label, let parent, let path):
        if let redaction, let path {
          switch redaction.text(for: value, at: path) {
          case .omitted: continue
          case .text(let text):
            nodes.append(Node(line: .redacted(text), childCount: 0))
            if let parent { nodes[parent].children.append((label, nodes.count - 1)) }
            continue
          case .asUsual: break
          }
        }
        let (node, mirror) = Self.node(for: value, ancestors: ancestors)
        let index = nodes.count
        nodes.append(node)
        if let parent { nodes[parent].children.append((label, index)) }
        guard let mirror else { continue }
        if let object = node.object { ancestors[object, default: 0] += 1 }
        steps.append(.exit(index))
        let children = Array(mirror.children)
        let paths = path.map { path in
          redaction.map { Self.paths(of: children, in: mirror, at: path, redaction: $0) }
        } ?? nil
        for (offset, child) in children.enumerated().reversed() {
          steps.append(
            .enter(child.value, label: child.label, parent: index, path: paths?[offset]))
        }
      case .exit(let index):
        if let object = nodes[index].object { ancestors[object, default: 1] -= 1 }
        if nodes[index].sortsChildren { sortChildren(of: index) }
      }
    }
  }

  /// The paths of a value's children, as Dump's path redactions name them: fields by label,
  /// elements by index, set members by `[*]`, dictionary values by their keys' dumps.
  /// Optionals and unlabelled tuple elements add no step; a dictionary's key matches by
  /// type only.
  private static func paths(
    of children: [Mirror.Child], in mirror: Mirror, at path: SnapshotRedaction.Path,
    redaction: SnapshotRedaction
  ) -> [SnapshotRedaction.Path] {
    switch mirror.displayStyle {
    case .collection?:
      return children.indices.map { redaction.path(path, index: $0) }
    case .set?:
      return children.map { _ in redaction.member(of: path) }
    case .dictionary?:
      return children.map { pair in
        guard let key = Mirror(reflecting: pair.value).children.first?.value else { return path }
        return redaction.path(path, keyedBy: key)
      }
    case .optional?:
      return children.map { _ in path }
    case .tuple? where children.map(\.label) == ["key", "value"]:
      // A dictionary entry (or a tuple labelled alike): its value is where the entry is, its
      // key nowhere.
      return children.map { $0.label == "value" ? path : redaction.nowhere }
    default:
      return children.map { child in
        guard let label = child.label, !label.hasPrefix(".") else { return path }
        return redaction.path(path, field: label)
      }
    }
  }

  /// The node for one value, and its mirror when its children are to be reflected.
  private static func node(
    for value: Any, ancestors: [ObjectIdentifier: Int]
  ) -> (Node, Mirror?) {
    let mirror = Mirror(reflecting: value)
    let count = mirror.children.count
    var node = Node(line: .described(""), childCount: count)
    switch mirror.displayStyle {
    case .collection?:
      node.line = .described(count == 1 ? "1 element" : "\(count) elements")
    case .dictionary?:
      node.line = .described(count == 1 ? "1 key/value pair" : "\(count) key/value pairs")
      node.sortsChildren = true
    case .set?:
      node.line = .described(count == 1 ? "1 member" : "\(count) members")
      node.sortsChildren = true
    case .tuple?:
      node.line = .described(count == 1 ? "(1 element)" : "(\(count) elements)")
    case .optional?:
      let type = ReflectionDump.typeName(mirror.subjectType)
      node.line = .described(count == 0 ? "\(type).none" : type)
    default:
      if let convertible = value as? any AnySnapshotStringConvertible {
        guard type(of: convertible).renderChildren else {
          return (Node(line: .custom(convertible.snapshotDescription), childCount: 0), nil)
        }
        node.line = .described(convertible.snapshotDescription)
      } else if let convertible = value as? any CustomStringConvertible {
        node.line = .described(convertible.description)
        if mirror.displayStyle == .class {
          node.object = ObjectIdentifier(value as AnyObject)
        }
      } else {
        switch mirror.displayStyle {
        case .class?:
          node.object = ObjectIdentifier(value as AnyObject)
          node.detectsCycles = true
          node.line = .described(ReflectionDump.typeName(mirror.subjectType))
          node.sortsChildren = true
        case .struct?:
          node.line = .described(ReflectionDump.typeName(mirror.subjectType))
          node.sortsChildren = true
        case .enum?:
          let type = ReflectionDump.typeName(mirror.subjectType)
          node.line = .described(count == 0 ? "\(type).\(value)" : type)
        default:
          node.line = .described(String(describing: value))
        }
      }
    }
    if let object = node.object,
      ancestors[object, default: 0] >= (node.detectsCycles ? 1 : 2)
    {
      return (Node(line: .circular, childCount: count), nil)
    }
    return (node, mirror)
  }

  /// Sorts a node's children by the text swift-snapshot-testing sorts them by: the dump of the
  /// `(label:value:)` pair `Mirror` gives for each.
  ///
  /// Distinct labels decide the order on their own (a quoted label cannot be the start of
  /// another), so only children with the same label, such as the elements of a set or a
  /// dictionary, are rendered to be compared.
  private mutating func sortChildren(of index: Int) {
    let children = nodes[index].children
    guard children.count > 1 else { return }
    let labelLines = children.map { child in
      guard let label = child.label else {
        return "▿ (2 elements)\n  - label: Optional<String>.none\n"
      }
      return "▿ (2 elements)\n  ▿ label: Optional<String>\n    - some: \(label.debugDescription)\n"
    }
    let keys: [String]
    if Set(labelLines).count == labelLines.count {
      keys = labelLines
    } else {
      keys = zip(children, labelLines).map { child, labelLine in
        var key = labelLine
        render(child.node, name: "value", indent: 2, ordering: true, into: &key)
        return key
      }
    }
    nodes[index].children = zip(children, keys).sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// Appends the lines of `node` and its descendants, the node named `name` and indented by
  /// `indent` spaces.
  ///
  /// For `ordering`, placeholders print unnumbered (`UUID(<>)`), so that the values they hide
  /// do not decide the order.
  func render(
    _ node: Int, name: String?, indent: Int, ordering: Bool = false, into text: inout String
  ) {
    var pending: [(node: Int, name: String?, indent: Int)] = [(node, name, indent)]
    while let (index, name, indent) = pending.popLast() {
      let node = nodes[index]
      text += String(repeating: " ", count: indent)
      let bullet = node.childCount == 0 ? "-" : "▿"
      switch node.line {
      case .described(let description):
        text += "\(bullet) \(name.map { "\($0): " } ?? "")\(description)\n"
      case .custom(let description):
        text += "- \(name.map { "\($0): " } ?? "")\(description)\n"
        continue
      case .circular:
        text += "\(bullet) \(name ?? "value") (circular reference detected)\n"
        continue
      case .redacted(let description):
        let shown = ordering ? redaction?.unnumbered(description) ?? description : description
        text += "- \(name.map { "\($0): " } ?? "")\(shown)\n"
        continue
      }
      for child in node.children.reversed() {
        pending.append((child.node, child.label, indent + 2))
      }
    }
  }
}
