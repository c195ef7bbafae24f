import Dump
import Foundation
import Testing

struct DumpRedactionTests {
  typealias Reminder = RedactionFixtures.Reminder
  typealias RemindersList = RedactionFixtures.RemindersList

  @Test func typeRedactionNumbersValuesInPrintedOrderAndEqualValuesReadEqual() {
    let milk = Reminder(title: "Milk")
    let eggs = Reminder(parentID: milk.id, title: "Eggs", createdAt: milk.createdAt)
    let list = RemindersList(title: "Groceries", reminders: [milk, eggs])
    #expect(
      String(customDumping: list, redacting: [.type(UUID.self), .type(Date.self)]) == """
        RedactionFixtures.RemindersList(
          id: UUID(<1>),
          title: "Groceries",
          reminders: [
            [0]: RedactionFixtures.Reminder(
              id: UUID(<2>),
              parentID: nil,
              title: "Milk",
              createdAt: Date(<1>)
            ),
            [1]: RedactionFixtures.Reminder(
              id: UUID(<3>),
              parentID: UUID(<2>),
              title: "Eggs",
              createdAt: Date(<1>)
            )
          ]
        )
        """)
  }

  @Test func typeRedactionReachesOptionalsAnyAndRoots() {
    let id = UUID()
    let values: [Any] = [id, Optional(id) as Any, [id: "one"], Optional<UUID>.none as Any]
    #expect(
      String(customDumping: values, redacting: [.type(UUID.self)]) == """
        [
          [0]: UUID(<1>),
          [1]: UUID(<1>),
          [2]: [
            UUID(<1>): "one"
          ],
          [3]: nil
        ]
        """)
    #expect(String(customDumping: id, redacting: [.type(UUID.self)]) == "UUID(<1>)")
  }

  @Test func typeRedactionIsTriedAgainAfterCustomDumpRepresentable() {
    struct Token: CustomDumpRepresentable {
      var id: UUID
      var customDumpValue: Any { id }
    }
    #expect(
      String(customDumping: [Token(id: UUID())], redacting: [.type(UUID.self)]) == """
        [
          [0]: UUID(<1>)
        ]
        """)
  }

  @Test func typeRedactionComesBeforeTheCustomizationProtocols() {
    struct Secret: CustomDumpStringConvertible {
      var customDumpDescription: String { "Secret(shown)" }
    }
    #expect(
      String(customDumping: Secret(), redacting: [.type(Secret.self)])
        == "DumpRedactionTests.Secret(<1>)")
  }

  @Test func setsAndDictionariesKeyedByRedactedIdsNumberStablyWhateverTheIds() {
    func dump() -> String {
      let reminders = ["Milk", "Eggs", "Bread"].map { Reminder(title: $0) }
      let byID = Dictionary(uniqueKeysWithValues: reminders.map { ($0.id, $0.title) })
      let members = Set(
        reminders.map { Reminder(id: $0.id, title: $0.title, createdAt: .distantPast) })
      return String(customDumping: (byID, members), redacting: [.type(UUID.self)])
    }
    let first = dump()
    #expect(first.contains(#"UUID(<1>): "Bread""#))
    #expect(first.contains(#"UUID(<3>): "Milk""#))
    #expect(first.contains("id: UUID(<3>),\n      parentID: nil,\n      title: \"Milk\""))
    for _ in 0..<100 {
      #expect(dump() == first)
    }
  }

  @Test func aSetOfRedactedValuesReadsTheSameWhateverTheValues() {
    let text = String(customDumping: Set([UUID(), UUID(), UUID()]), redacting: [.type(UUID.self)])
    #expect(text == "Set([\n  UUID(<1>),\n  UUID(<2>),\n  UUID(<3>)\n])")
  }

  @Test func setMembersAreOrderedByTheirRedactedDumps() {
    let reminders = Set(["b", "a", "c"].map { Reminder(title: $0, createdAt: .distantPast) })
    let text = String(customDumping: reminders, redacting: [.type(UUID.self)])
    let titles = text.split(separator: "\n").filter { $0.contains("title:") }
    #expect(titles.map { $0.trimmingCharacters(in: .whitespaces) } == [
      #"title: "a","#, #"title: "b","#, #"title: "c","#,
    ])
    // Numbered as printed, so the first member printed holds the first id.
    let first = text.firstRange(of: "UUID(<1>)")?.lowerBound
    let second = text.firstRange(of: "UUID(<2>)")?.lowerBound
    #expect(first != nil && second != nil && first! < second!)
  }

  /// Members whose redacted dumps tie are ordered by the values they hide, never by where a
  /// set keeps them, which changes from run to run: a snapshot must not change with it.
  @Test func membersWhoseRedactedDumpsTieReadTheSameWhateverTheSetsLayout() {
    struct ID: Hashable { var raw: Int }
    struct Link: Hashable { var from: ID, to: ID }
    let links = (0..<6).map { Link(from: ID(raw: $0), to: ID(raw: $0 % 2 == 0 ? $0 : 10 + $0)) }
    let texts = [0, 64, 1_000, 5_000].map { capacity in
      var set = Set<Link>(minimumCapacity: capacity)
      set.formUnion(links)
      return String(customDumping: set, redacting: [.type(ID.self)])
    }
    #expect(Set(texts).count == 1)
    #expect(texts[0].contains("from: DumpRedactionTests.ID(<1>),\n    to: DumpRedactionTests.ID(<1>)"))
  }

  @Test func pathRedactionReplacesOnlyThatPath() {
    let milk = Reminder(title: "Milk")
    let list = RemindersList(title: "Groceries", reminders: [milk])
    #expect(
      String(
        customDumping: list,
        redacting: [.path(".reminders[*].id"), .path("**.createdAt"), .path(".title")]
      ) == """
        RedactionFixtures.RemindersList(
          id: UUID(\(list.id.uuidString)),
          title: String(<1>),
          reminders: [
            [0]: RedactionFixtures.Reminder(
              id: UUID(<1>),
              parentID: nil,
              title: "Milk",
              createdAt: Date(<1>)
            )
          ]
        )
        """)
  }

  @Test func omittedPathsLeaveNoLine() {
    let milk = Reminder(title: "Milk")
    #expect(
      String(customDumping: [milk], redacting: [.omitting("[*].id"), .omitting("**.createdAt")])
        == """
        [
          [0]: RedactionFixtures.Reminder(
            parentID: nil,
            title: "Milk"
          )
        ]
        """)
    #expect(
      String(customDumping: ["a": 1, "b": 2], redacting: [.omitting(#"["a"]"#)]) == """
        [
          "b": 2
        ]
        """)
  }

  @Test func enumPayloadsAreNamedUnderTheirCase() {
    let date = Date(timeIntervalSince1970: 0)
    let tasks = [
      RedactionFixtures.Task(title: "a", status: .done(at: date, by: "Blob")),
      RedactionFixtures.Task(title: "b", status: .snoozed(date)),
    ]
    #expect(
      String(
        customDumping: tasks,
        redacting: [.path("[*].status.done.at"), .path("[1].status.snoozed")]
      ) == """
        [
          [0]: RedactionFixtures.Task(
            title: "a",
            status: .done(
              at: Date(<1>),
              by: "Blob"
            )
          ),
          [1]: RedactionFixtures.Task(
            title: "b",
            status: .snoozed(Date(<1>))
          )
        ]
        """)
  }

  @Test func customRedactionPrintsItsTextOrLeavesTheValueAlone() {
    struct Point { var x: Double; var y: Double; var tags: [String] }
    let point = Point(x: 1.23456, y: 2, tags: ["b", "a"])
    #expect(
      String(
        customDumping: point,
        redacting: [
          .custom(Double.self) { $0 == 2 ? nil : String(format: "%.2f", $0) },
          .custom([String].self, at: ".tags") { String(customDumping: $0.sorted()) },
        ]
      ) == """
        DumpRedactionTests.Point(
          x: 1.23,
          y: 2.0,
          tags: [
            [0]: "a",
            [1]: "b"
          ]
        )
        """)
  }

  @Test func aCallsCustomRedactionComesBeforeTheScopes() {
    let text = withDumpRedactions([.custom(Int.self) { _ in "scope" }]) {
      String(customDumping: 1, redacting: [.custom(Int.self) { _ in "call" }])
    }
    #expect(text == "call")
  }

  @Test func withoutRedactionsTheDumpIsUnchanged() {
    let list = RemindersList(title: "Groceries", reminders: [Reminder(title: "Milk")])
    #expect(String(customDumping: list, redacting: []) == String(customDumping: list))
    var printed = ""
    customDump(list, to: &printed, name: "list", indent: 2, redacting: [.type(UUID.self)])
    #expect(printed.hasPrefix("  list: RedactionFixtures.RemindersList(\n    id: UUID(<1>),"))
  }

  @Test func maxDepthStillCuts() {
    let list = RemindersList(title: "Groceries", reminders: [Reminder(title: "Milk")])
    #expect(
      String(customDumping: list, redacting: [.type(UUID.self)]).contains("UUID(<2>)"))
    var printed = ""
    customDump(list, to: &printed, maxDepth: 1, redacting: [.type(UUID.self)])
    #expect(
      printed == """
        RedactionFixtures.RemindersList(
          id: UUID(<1>),
          title: "Groceries",
          reminders: […]
        )
        """)
  }
}
