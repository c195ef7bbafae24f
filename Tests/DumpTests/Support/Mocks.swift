import Dump
import Foundation

struct User: Equatable, Identifiable {
  var id: Int
  var name: String
}

struct Pair {
  let driver: User
  let passenger: User
}

final class UserClass {
  let id: Int
  let name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

final class RecursiveFoo {
  var foo: RecursiveFoo?
}

enum Enum {
  case foo
  case bar(Int)
  case baz(fizz: Double, buzz: String)
  case fizz(Double, buzz: String)
  case fu(bar: Int)
}

enum Nested {
  case nest(Enum)
}

enum Namespaced {
  final class Class {
    var x: Int
    init(x: Int) { self.x = x }
  }
  enum Enum { case x(Int) }
  struct Struct { var x: Int }
}

struct Email: Equatable {
  let subject: String
  let body: String
}

struct Foo {
  struct Bar {}
}

struct ID: Hashable, RawRepresentable {
  let rawValue: String
}

struct Redacted<RawValue>: CustomDumpStringConvertible {
  var rawValue: RawValue
  var customDumpDescription: String { "<redacted>" }
}

struct LoginState: CustomDumpReflectable {
  var email = ""
  var password = ""
  var token: String

  var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "email": email,
        "password": Redacted(rawValue: password),
      ],
      displayStyle: .struct
    )
  }
}

struct Wrapper<RawValue>: CustomDumpRepresentable {
  let rawValue: RawValue
  var customDumpValue: Any { rawValue }
}

struct Button: CustomDumpReflectable {
  var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["cancel": (action: Any?.none, label: "Cancel")],
      displayStyle: .enum
    )
  }
}

struct Generic<Value> {
  struct Inner {
    var value: Value
  }
}

struct OrderedPairs<Key, Value>: CustomReflectable {
  var pairs: KeyValuePairs<Key, Value>
  var customMirror: Mirror {
    Mirror(pairs, unlabeledChildren: pairs, displayStyle: .dictionary)
  }
}
