import Dump

struct Member: Equatable, Identifiable {
  var id: Int
  var name: String
}

struct Crew {
  var pilot: Member
  var copilot: Member
}

final class Account {
  let id: Int
  let name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

enum Shape: Equatable {
  case point
  case circle(Int)
  case rect(width: Double, height: String)
  case label(Double, text: String)
  case empty
}

enum Wrapped: Equatable {
  case one(Shape)
  case two(Int, Shape)
}

struct Letter: Equatable {
  var subject: String
  var body: String
}

struct Tree: Equatable {
  var id: Int
  var name: String
  var children: [Tree]
}

struct AlwaysDifferent: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

struct AlwaysDifferentMember: Equatable {
  let id: Int
  let name: String
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

final class Node {
  var next: Node?
}

/// Nests `depth` optionals of arrays: deep enough to overflow a recursive walk.
indirect enum Chain: Equatable {
  case end(Int)
  case link(Chain)

  static func make(depth: Int, end: Int) -> Chain {
    var chain = Chain.end(end)
    for _ in 0..<depth { chain = .link(chain) }
    return chain
  }
}

struct Secret: CustomDumpStringConvertible {
  var value: String
  var customDumpDescription: String { "<hidden>" }
}

struct Login: CustomDumpReflectable {
  var email: String
  var password: String
  var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["email": email, "password": Secret(value: password)],
      displayStyle: .struct
    )
  }
}

struct Box<Value>: CustomDumpRepresentable {
  var value: Value
  var customDumpValue: Any { value }
}
