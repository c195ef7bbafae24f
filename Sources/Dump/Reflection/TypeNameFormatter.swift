/// Turns a runtime type into the short name a reader expects: no module names, no
/// `(unknown context at $…)` for local types, `Int?`, `[Int]`, `[String: Int]` sugar and,
/// by default, no generic arguments (`Result` rather than `Result<Int, Error>`).
enum TypeNameFormatter {
  /// The display name of `type`, cached per type for the life of the process.
  ///
  /// The first call for a type parses its qualified name (a few microseconds); later calls
  /// take a lock and a dictionary lookup.
  package static func name(of type: Any.Type, genericArguments: Bool = false) -> String {
    let key = TypeNameCache.Key(type: ObjectIdentifier(type), genericArguments: genericArguments)
    if let cached = TypeNameCache.shared.value(for: key) {
      return cached
    }
    let name = format(_typeName(type, qualified: true), genericArguments: genericArguments)
    TypeNameCache.shared.insert(name, for: key)
    return name
  }

  /// Formats a qualified type name as printed by `_typeName(_:qualified:)`.
  package static func format(_ qualifiedName: String, genericArguments: Bool = false) -> String {
    var parser = Parser(
      characters: Array(removingUnknownContexts(qualifiedName)),
      genericArguments: genericArguments
    )
    return parser.parseList(insideGenerics: false)
  }

  private static func removingUnknownContexts(_ name: String) -> String {
    let marker = "(unknown context at $"
    guard name.contains(marker) else { return name }
    var result = ""
    var rest = Substring(name)
    while let range = rest.range(of: marker) {
      result += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      if let close = rest.range(of: ").") {
        rest = rest[close.upperBound...]
      }
    }
    return result + rest
  }

  private struct Parser {
    let characters: [Character]
    let genericArguments: Bool
    var position = 0

    init(characters: [Character], genericArguments: Bool) {
      self.characters = characters
      self.genericArguments = genericArguments
    }

    /// Copies text through, formatting each dotted path; inside generic arguments, stops at
    /// a top-level `,` or `>`.
    mutating func parseList(insideGenerics: Bool) -> String {
      var output = ""
      var parentheses = 0
      while position < characters.count {
        let character = characters[position]
        if insideGenerics, parentheses == 0,
          character == "," || character == ">" && !isArrow(at: position)
        {
          return output
        }
        if character == "(" { parentheses += 1 }
        if character == ")" { parentheses -= 1 }
        if isIdentifierCharacter(character) {
          output += parsePath()
        } else {
          output.append(character)
          position += 1
        }
      }
      return output
    }

    /// Parses `Module.Outer<Args>.Inner` and returns it without module, with sugar.
    mutating func parsePath() -> String {
      var components: [(name: String, arguments: [String]?)] = []
      while position < characters.count, isIdentifierCharacter(characters[position]) {
        var name = ""
        while position < characters.count, isIdentifierCharacter(characters[position]) {
          name.append(characters[position])
          position += 1
        }
        var arguments: [String]?
        if position < characters.count, characters[position] == "<" {
          position += 1
          var list: [String] = []
          while position < characters.count {
            list.append(parseList(insideGenerics: true).trimmingSpaces())
            guard position < characters.count else { break }
            let delimiter = characters[position]
            position += 1
            if delimiter == ">" { break }
          }
          arguments = list
        }
        components.append((name, arguments))
        guard
          position + 1 < characters.count,
          characters[position] == ".",
          isIdentifierCharacter(characters[position + 1])
        else { break }
        position += 1
      }
      if components.count >= 2, components[0].name == "Swift",
        let arguments = components.last?.arguments, components.count == 2
      {
        switch (components[1].name, arguments.count) {
        case ("Optional", 1):
          let wrapped = arguments[0]
          let needsParentheses =
            wrapped.contains("->") || wrapped.contains("&") || wrapped.hasPrefix("any ")
          return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
        case ("Array", 1):
          return "[\(arguments[0])]"
        case ("Dictionary", 2):
          return "[\(arguments[0]): \(arguments[1])]"
        default:
          break
        }
      }
      if components.count >= 2 {
        components.removeFirst()
      }
      return components.map { component in
        guard genericArguments, let arguments = component.arguments else { return component.name }
        return "\(component.name)<\(arguments.joined(separator: ", "))>"
      }
      .joined(separator: ".")
    }

    func isArrow(at index: Int) -> Bool {
      index > 0 && characters[index - 1] == "-"
    }

    func isIdentifierCharacter(_ character: Character) -> Bool {
      character == "_" || character == "$" || character.isLetter || character.isNumber
    }
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var slice = Substring(self)
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }
}
