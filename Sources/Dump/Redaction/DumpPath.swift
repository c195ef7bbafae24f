/// One step from a value to a part of it, as a path pattern names it.
enum DumpPathStep: Sendable, Equatable {
  /// A stored property, labelled tuple element or payload, or an enum case: `.name`.
  case field(String)
  /// A collection element: `[3]`.
  case index(Int)
  /// A dictionary value, by its key's one-line dump: `["home"]`, `[42]`.
  case key(String)
  /// A set member, which has no position of its own: only `[*]` names it.
  case member
  /// A JSON object's member, which may be a struct's field or a dictionary's value: `.name`,
  /// `["name"]`, `.*` and `[*]` all name it.
  case objectKey(String)
}

/// A compiled label-path pattern, such as `.items[*].id` or `**.updatedAt`, matched step by step
/// as a small automaton: its state is the set of how many segments the steps so far can match.
struct DumpPathPattern: Sendable {
  enum Segment: Sendable, Equatable {
    /// `.name`.
    case field(String)
    /// `.*`: any one field.
    case anyField
    /// `[3]`, `["home"]`: an index or a key, by its text.
    case subscripted(String)
    /// `[*]`: any one element, member or dictionary value.
    case anyElement
    /// `**`: any number of steps, none included.
    case anySteps
  }

  /// States are bits of a `UInt64`, one per number of segments matched.
  static let maxSegments = 63

  let segments: [Segment]

  /// The state before the first step: nothing matched yet, and what `**` may skip.
  var start: UInt64 { closed(1) }

  /// Whether the steps that led to `state` are a whole match.
  func accepts(_ state: UInt64) -> Bool {
    state & (1 << UInt64(segments.count)) != 0
  }

  /// The state after one more step.
  func advance(_ state: UInt64, by step: DumpPathStep) -> UInt64 {
    var next: UInt64 = 0
    var rest = state
    while rest != 0 {
      let matched = rest.trailingZeroBitCount
      rest &= rest - 1
      guard matched < segments.count else { continue }
      switch segments[matched] {
      case .anySteps:
        next |= 1 << UInt64(matched)
      case let segment where Self.matches(segment, step):
        next |= 1 << UInt64(matched + 1)
      default:
        break
      }
    }
    return closed(next)
  }

  /// `state` with every `**` also skipped.
  private func closed(_ state: UInt64) -> UInt64 {
    var state = state
    for (offset, segment) in segments.enumerated()
    where segment == .anySteps && state & (1 << UInt64(offset)) != 0 {
      state |= 1 << UInt64(offset + 1)
    }
    return state
  }

  private static func matches(_ segment: Segment, _ step: DumpPathStep) -> Bool {
    switch (segment, step) {
    case (.field(let name), .field(let label)): name == label
    case (.anyField, .field): true
    case (.subscripted(let text), .index(let index)): text == String(index)
    case (.subscripted(let text), .key(let key)): text == key
    case (.anyElement, .index), (.anyElement, .key), (.anyElement, .member): true
    case (.field(let name), .objectKey(let key)): name == key
    case (.subscripted(let text), .objectKey(let key)): text == "\"\(key)\""
    case (.anyField, .objectKey), (.anyElement, .objectKey): true
    default: false
    }
  }
}

extension DumpPathPattern {
  /// Why a pattern could not be read.
  struct SyntaxError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads a pattern: segments `.name`, `.*`, `[3]`, `["key"]`, `[*]` and `**`, from the root.
  init(parsing pattern: String) throws(SyntaxError) {
    var segments: [Segment] = []
    var rest = Substring(pattern)
    func fail(_ problem: String) -> SyntaxError {
      let offset = pattern.count - rest.count
      return SyntaxError(
        description: "Invalid dump path \"\(pattern)\" at offset \(offset): \(problem). "
          + #"Write it from the root, as in ".items[*].id", "**.updatedAt" or ".tags[\"home\"]"."#)
    }
    guard !rest.isEmpty else { throw fail("the path is empty") }
    while let first = rest.first {
      if rest.hasPrefix("**") || rest.hasPrefix(".**") {
        rest = rest.dropFirst(first == "." ? 3 : 2)
        if segments.last != .anySteps { segments.append(.anySteps) }
        guard rest.isEmpty || rest.first == "." || rest.first == "[" else {
          throw fail("\"**\" must be followed by \".\", \"[\" or the end")
        }
      } else if first == "." {
        rest = rest.dropFirst()
        if rest.first == "*" {
          rest = rest.dropFirst()
          segments.append(.anyField)
          continue
        }
        let name = rest.prefix { !".[]*".contains($0) && !$0.isWhitespace }
        guard !name.isEmpty else { throw fail("\".\" must be followed by a name or \"*\"") }
        rest = rest.dropFirst(name.count)
        segments.append(.field(String(name)))
      } else if first == "[" {
        rest = rest.dropFirst()
        var text = ""
        var inQuotes = false
        var isEscaped = false
        while let character = rest.first, inQuotes || character != "]" {
          rest = rest.dropFirst()
          text.append(character)
          if isEscaped {
            isEscaped = false
          } else if character == "\\" {
            isEscaped = inQuotes
          } else if character == "\"" {
            inQuotes.toggle()
          }
        }
        guard rest.first == "]" else { throw fail("\"[\" is not closed by \"]\"") }
        rest = rest.dropFirst()
        guard !text.isEmpty else {
          throw fail("\"[]\" names nothing; write \"[*]\" for every element")
        }
        segments.append(text == "*" ? .anyElement : .subscripted(text))
      } else {
        throw fail("expected \".\", \"[\" or \"**\"")
      }
    }
    guard segments.count <= Self.maxSegments else {
      throw fail("more than \(Self.maxSegments) segments")
    }
    self.segments = segments
  }
}
