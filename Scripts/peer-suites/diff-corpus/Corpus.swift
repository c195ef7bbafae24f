// The diff corpus: pairs of values that Scripts/peer-suites/diff-corpus.sh diffs with Dump and
// with swift-custom-dump, from this one file (the script changes only the import), and whose
// texts it compares. Every shape a diff handles has pairs here; add a pair for each new one.
// Each pair is printed as U+0001, its name, a newline, and its diff or `<nil>`.
import Dump

struct One {
  var text: String
}

struct OneEquatable: Equatable {
  var text: String
}

struct Two {
  var text: String
  var n: Int
}

struct TwoEquatable: Equatable {
  var text: String
  var n: Int
}

struct Point: Equatable, Hashable {
  var x: Int
  var y: Int
}

struct User: Equatable, Hashable, Identifiable {
  var id: Int
  var name: String
  var isAdmin = false
}

struct Team: Equatable {
  var name: String
  var members: [User]
  var lead: User?
}

struct Box<Value> {
  var value: Value
}

enum Piece: Equatable {
  case plain(text: String)
  case styled(text: String, bold: Bool)
  case number(Int)
  case empty
}

enum Shape {
  case circle(radius: Int)
  case rectangle(Point, Point)
}

struct Note: CustomDumpStringConvertible {
  var text: String
  var customDumpDescription: String { text }
}

final class Node {
  var value: Int
  var next: Node?
  init(_ value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

final class Account: Equatable {
  var name: String
  var balance: Int
  init(name: String, balance: Int) {
    self.name = name
    self.balance = balance
  }
  static func == (lhs: Account, rhs: Account) -> Bool {
    lhs.name == rhs.name && lhs.balance == rhs.balance
  }
}

func pair<T>(_ name: String, _ old: T, _ new: T) {
  print("\u{1}\(name)")
  print(diff(old, new) ?? "<nil>")
}

// Scalars and one-line strings.
pair("int", 1, 2)
pair("bool", true, false)
pair("string", "Blob", "Blob, Esq.")
pair("stringQuoted", #"say "hi""#, "say hi")
pair("tuple", (1, "a"), (1, "b"))

// Structs: one field and many, Equatable or not.
pair("one", One(text: "a"), One(text: "b"))
pair("oneEquatable", OneEquatable(text: "a"), OneEquatable(text: "b"))
pair("two", Two(text: "a", n: 1), Two(text: "b", n: 1))
pair("twoEquatable", TwoEquatable(text: "a", n: 1), TwoEquatable(text: "a", n: 2))
pair("twoBoth", Two(text: "a", n: 1), Two(text: "b", n: 2))
pair("userName", User(id: 1, name: "Blob"), User(id: 1, name: "Blob, Jr."))
pair("generic", Box(value: [1, 2]), Box(value: [1, 3]))
pair(
  "nestedStruct",
  Box(value: Box(value: Point(x: 1, y: 2))),
  Box(value: Box(value: Point(x: 1, y: 3))))

// Strings that are or become multi-line.
pair("multiLine", "a\nb\nc", "a\nB\nc")
pair("becomesMultiLine", "a", "a\nb")
pair("becomesOneLine", "a\nb", "a")
pair("multiLineAppended", "a\nb", "a\nb\nc")
pair("multiLineEmpty", "", "a\nb")
pair("oneBecomesMultiLine", One(text: "Are you ready?"), One(text: "Are you\nready?"))
pair("oneEquatableBecomesMultiLine", OneEquatable(text: "a"), OneEquatable(text: "a\nb"))
pair("oneMultiLine", One(text: "a\nb"), One(text: "a\nc"))
pair("oneEquatableMultiLine", OneEquatable(text: "a\nb"), OneEquatable(text: "a\nc"))
pair("oneBecomesOneLine", One(text: "a\nb"), One(text: "a b"))
pair("twoBecomesMultiLine", Two(text: "a", n: 1), Two(text: "a\nb", n: 1))
pair("twoMultiLine", TwoEquatable(text: "a\nb", n: 1), TwoEquatable(text: "a\nc", n: 1))
pair("arrayOfMultiLine", ["a\nb", "c"], ["a\nc", "c"])
pair("boxOfMultiLine", Box(value: "a\nb"), Box(value: "a\nc"))
pair("multiLineReplaced", "a\nb\nc", "x\ny\nc")
pair("multiLineReplacedUnevenly", "a\nb\nc\nd", "x\nc\ny\nz")
pair("boxOfOne", Box(value: One(text: "a")), Box(value: One(text: "b")))
pair("boxOfOneMultiLine", Box(value: One(text: "a")), Box(value: One(text: "a\nb")))
pair("boxOfEnumCase", Box(value: Piece.number(1)), Box(value: Piece.empty))
pair("boxOfOptional", Box(value: Int?.none), Box(value: 1))
pair("boxOfOptionalString", Box(value: String?.some("a")), Box(value: "a\nb"))
pair("boxOfNote", Box(value: Note(text: "a")), Box(value: Note(text: "b")))
pair("boxOfMultiLineNote", Box(value: Note(text: "a\nb")), Box(value: Note(text: "a\nc")))
pair("boxOfPoint", Box(value: Point(x: 1, y: 2)), Box(value: Point(x: 1, y: 3)))

// Enums and their payloads.
pair("enumCase", Piece.number(1), Piece.empty)
pair("enumPayload", Piece.number(1), Piece.number(2))
pair("enumOneField", Piece.plain(text: "a"), Piece.plain(text: "b"))
pair(
  "enumOneFieldBecomesMultiLine",
  Piece.plain(text: "Are you ready?"),
  Piece.plain(text: "Are you\nready?"))
pair("enumOneFieldMultiLine", Piece.plain(text: "a\nb"), Piece.plain(text: "a\nc"))
pair("enumTwoFields", Piece.styled(text: "a", bold: true), Piece.styled(text: "a", bold: false))
pair(
  "enumTwoFieldsBecomesMultiLine",
  Piece.styled(text: "a", bold: true),
  Piece.styled(text: "a\nb", bold: true))
pair(
  "enumUnlabeled",
  Shape.rectangle(Point(x: 0, y: 0), Point(x: 1, y: 1)),
  Shape.rectangle(Point(x: 0, y: 0), Point(x: 1, y: 2)))
pair(
  "enumChangedCase",
  Shape.circle(radius: 1),
  Shape.rectangle(Point(x: 0, y: 0), Point(x: 1, y: 1)))
pair("piecesInArray", [Piece.plain(text: "Are you ready?")], [Piece.plain(text: "Are you\nready?")])
pair(
  "piecesEquatableArray",
  [Piece.plain(text: "a"), .number(1)],
  [Piece.plain(text: "a\nb"), .number(1)])

// Optionals.
pair("optionalToNil", Int?.some(1), nil)
pair("optionalFromNil", Int?.none, 1)
pair("optionalValues", User?.some(User(id: 1, name: "a")), User(id: 1, name: "b"))
pair(
  "optionalField",
  Team(name: "t", members: [], lead: nil),
  Team(name: "t", members: [], lead: User(id: 1, name: "a")))
pair("optionalStringBecomesMultiLine", String?.some("a"), "a\nb")

// Arrays, nested collections, collapsed runs and identities.
pair("array", [1, 2, 3], [1, 3, 3])
pair("arrayInsert", [1, 2, 3], [1, 2, 4, 3])
pair("arrayRemove", [1, 2, 3], [1, 3])
pair("arrayEmpty", [Int](), [1])
pair("arrayRun", Array(0..<20), Array(0..<10) + [99] + Array(11..<20))
pair("arrayRuns", Array(0..<30), [0] + Array(1..<14) + [99] + Array(15..<29) + [100])
pair("nestedArrays", [[1, 2], [3, 4]], [[1, 2], [3, 5]])
pair(
  "arrayOfStructs",
  [Point(x: 1, y: 1), Point(x: 2, y: 2)],
  [Point(x: 1, y: 1), Point(x: 2, y: 3)])
pair(
  "identifiedChange",
  [User(id: 1, name: "a"), User(id: 2, name: "b")],
  [User(id: 1, name: "a"), User(id: 2, name: "B")])
pair(
  "identifiedMove",
  [User(id: 1, name: "a"), User(id: 2, name: "b"), User(id: 3, name: "c")],
  [User(id: 2, name: "b"), User(id: 1, name: "a"), User(id: 3, name: "c")])
pair(
  "identifiedInsertRemove",
  [User(id: 1, name: "a"), User(id: 2, name: "b")],
  [User(id: 2, name: "b"), User(id: 3, name: "c")])
pair(
  "team",
  Team(name: "t", members: [User(id: 1, name: "a")], lead: User(id: 1, name: "a")),
  Team(
    name: "t", members: [User(id: 1, name: "a"), User(id: 2, name: "b")],
    lead: User(id: 1, name: "a")))

// Sets and dictionaries.
pair("set", Set([1, 2, 3]), Set([1, 2, 4]))
pair(
  "setOfStructs",
  Set([Point(x: 1, y: 1), Point(x: 2, y: 2)]),
  Set([Point(x: 1, y: 1), Point(x: 2, y: 3)]))
pair("setInsert", Set(["a", "b"]), Set(["a", "b", "c"]))
pair("dictionaryValue", ["a": 1, "b": 2], ["a": 1, "b": 3])
pair("dictionaryInsert", ["a": 1], ["a": 1, "b": 2])
pair("dictionaryRemove", ["a": 1, "b": 2], ["a": 1])
pair("dictionaryNested", ["a": [1, 2]], ["a": [1, 3]])
pair("dictionaryOfStructs", [1: Point(x: 1, y: 1)], [1: Point(x: 1, y: 2)])
pair("dictionaryMultiLineValue", ["a": "x\ny"], ["a": "x\nz"])
pair("dictionaryManyUnchanged", Dictionary(uniqueKeysWithValues: (0..<10).map { ("k\($0)", $0) }),
  Dictionary(uniqueKeysWithValues: (0..<10).map { ("k\($0)", $0 == 5 ? 50 : $0) }))

// Classes.
pair("classField", Node(1), Node(2))
pair("classNested", Node(1, next: Node(2)), Node(1, next: Node(3)))
pair("classEquatable", Account(name: "a", balance: 1), Account(name: "a", balance: 2))
pair("classInArray", [Account(name: "a", balance: 1)], [Account(name: "a", balance: 2)])

// Carriage returns: lone `\r`, `\r\n`, lone `\n` and mixed endings, at the top level and
// nested, in strings, substrings, characters and dictionary keys.
let endings = [("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n")]
for (oldName, old) in endings {
  for (newName, new) in endings where oldName != newName {
    let name = "\(oldName)To\(newName)"
    pair("cr.string.\(name)", "a\(old)b", "a\(new)b")
    pair("cr.two.\(name)", Two(text: "a\(old)b", n: 1), Two(text: "a\(new)b", n: 1))
    pair(
      "cr.twoEquatable.\(name)", TwoEquatable(text: "a\(old)b", n: 1),
      TwoEquatable(text: "a\(new)b", n: 1))
    pair("cr.one.\(name)", One(text: "a\(old)b"), One(text: "a\(new)b"))
    pair("cr.array.\(name)", ["a\(old)b"], ["a\(new)b"])
    pair("cr.substring.\(name)", "a\(old)b"[...], "a\(new)b"[...])
    pair("cr.character.\(name)", Character(old), Character(new))
    pair("cr.key.\(name)", ["k\(old)": 1], ["k\(new)": 1])
    pair("cr.keyValue.\(name)", ["k\(old)": 1, "x": 2], ["k\(new)": 1, "x": 3])
  }
  pair("cr.lineChanged.\(oldName)", "a\(old)b", "a\(old)c")
  pair("cr.lineChangedNested.\(oldName)", Two(text: "a\(old)b", n: 1), Two(text: "a\(old)c", n: 1))
  pair("cr.trailing.\(oldName)", "a\(old)", "a")
  pair("cr.becomesMultiLine.\(oldName)", "ab", "a\(old)b")
}
pair("cr.keyValueChanged", ["k\r\n": 1], ["k\r\n": 2])
pair("cr.keyMultiLineValue", ["k": "a\r\nb"], ["k": "a\nb"])
pair("cr.mixed", "a\r\nb\nc\rd", "a\nb\r\nc\rd")
pair("cr.mixedChanged", "a\r\nb\nc\rd", "a\r\nb\nc\re")
pair("cr.mixedNested", Two(text: "a\r\nb\nc", n: 1), Two(text: "a\r\nb\r\nc", n: 1))
pair("cr.both", "a\r\n\r\nb", "a\r\n\nb")
