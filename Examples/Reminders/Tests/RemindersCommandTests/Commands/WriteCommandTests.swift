import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing
@testable import RemindersCommand

@Suite(.remindersDatabase)
@MainActor
struct WriteCommandTests {
  @Test func add() async throws {
    let run = try await assertChanges {
      await reminders(
        "add", "Renew passport", "--list", "personal", "--due", "tomorrow 9am", "--notes", "photos",
        "--priority", "medium", "--flag", "--tag", "Weekend", "--tag", "paperwork"
      )
    } changes: {
      #"""
      + reminderSearch(rowid: 11, title: "Renew passport", notes: "photos", tags: "weekend\npaperwork")
      + reminderTags(reminderID: 11, tagID: 1, reminderIsCompleted: 0)
      + reminderTags(reminderID: 11, tagID: 4, reminderIsCompleted: 0)
      + reminders(id: 11, dueDate: "2009-02-14 09:00:00.000", isCompleted: 0, isFlagged: 1, notes: "photos", priority: 2, remindersListID: 1, title: "Renew passport", position: 11)
      + tags(id: 4, title: "paperwork")
      """#
    }
    assertInlineSnapshot(of: run.transcript, as: .transcript) {
      """
      $ reminders add 'Renew passport' --list personal --due 'tomorrow 9am' --notes photos --priority medium --flag --tag Weekend --tag paperwork
      Added 1 reminder:
        11 [ ] !!  Renew passport ⚑  tomorrow 09:00  Personal  #paperwork #weekend
                   photos
      """
    }
  }

  @Test func addPrintsTheWrittenRecordAsJSON() async {
    await assertReminders("add", "Call mum", "--json") {
      """
      $ reminders add 'Call mum' --json
      {
        "dueDate" : null,
        "id" : 11,
        "isCompleted" : false,
        "isFlagged" : false,
        "isPastDue" : false,
        "list" : {
          "id" : 3,
          "title" : "Business"
        },
        "notes" : "",
        "priority" : null,
        "tags" : [],
        "title" : "Call mum"
      }
      """
    }
  }

  @Test func edit() async throws {
    let run = try await assertChanges {
      await reminders(
        "edit", "6", "--title", "Pick up the kids", "--no-due", "--no-priority", "--unflag",
        "--untag", "easy-win", "--tag", "family", "--list", "Business"
      )
    } changes: {
      """
        reminderSearch(rowid: 6)
      -   title: "Pick up kids from school"
      +   title: "Pick up the kids"
      -   tags: "easy-win"
      +   tags: "family"
      - reminderTags(reminderID: 6, tagID: 3, reminderIsCompleted: 0)
      + reminderTags(reminderID: 6, tagID: 4, reminderIsCompleted: 0)
        reminders(id: 6)
      -   dueDate: "2009-02-15 23:31:30.000"
      +   dueDate: NULL
      -   isFlagged: 1
      +   isFlagged: 0
      -   priority: 3
      +   priority: NULL
      -   remindersListID: 2
      +   remindersListID: 3
      -   title: "Pick up kids from school"
      +   title: "Pick up the kids"
      + tags(id: 4, title: "family")
      """
    }
    assertInlineSnapshot(of: run.transcript, as: .transcript) {
      """
      $ reminders edit 6 --title 'Pick up the kids' --no-due --no-priority --unflag --untag easy-win --tag family --list Business
      Saved 1 reminder:
        6 [ ]     Pick up the kids      Business  #family
      """
    }
  }

  @Test func settingStatesTwiceIsHarmless() async throws {
    let first = await reminders("complete", "2", "5")
    let second = try await assertChanges {
      await reminders("complete", "2", "5")
    } changes: {
      """
      (No changes)
      """
    }
    #expect(first.transcript == second.transcript)
    assertInlineSnapshot(of: second.transcript, as: .transcript) {
      """
      $ reminders complete 2 5
      Completed 2 reminders:
        2 [x]     Haircut             ⚑  2 days ago   Personal  #easy-win #weekend
        5 [x]     Buy concert tickets    today 23:31  Personal  #fun
      """
    }
    await assertReminders("uncomplete", "4", "--json") {
      """
      $ reminders uncomplete 4 --json
      [
        {
          "dueDate" : "2008-08-07T23:31:30Z",
          "id" : 4,
          "isCompleted" : false,
          "isFlagged" : false,
          "isPastDue" : true,
          "list" : {
            "id" : 1,
            "title" : "Personal"
          },
          "notes" : "",
          "priority" : null,
          "tags" : [
            "fun",
            "weekend"
          ],
          "title" : "Take a walk"
        }
      ]
      """
    }
    _ = await reminders("flag", "1")
    await assertReminders("unflag", "1", "2") {
      """
      $ reminders unflag 1 2
      Unflagged 2 reminders:
        1 [ ]     Groceries                Personal  #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
        2 [x]     Haircut      2 days ago  Personal  #easy-win #weekend
      """
    }
  }

  @Test func delete() async throws {
    let run = try await assertChanges {
      await reminders("delete", "4", "4")
    } changes: {
      #"""
      - reminderSearch(rowid: 4, title: "Take a walk", notes: "", tags: "weekend\nfun")
      - reminderTags(reminderID: 4, tagID: 1, reminderIsCompleted: 1)
      - reminderTags(reminderID: 4, tagID: 2, reminderIsCompleted: 1)
      - reminders(id: 4, dueDate: "2008-08-07 23:31:30.000", isCompleted: 1, isFlagged: 0, notes: "", priority: NULL, remindersListID: 1, title: "Take a walk", position: 4)
      """#
    }
    assertInlineSnapshot(of: run.transcript, as: .transcript) {
      """
      $ reminders delete 4 4
      Deleted 1 reminder.
      """
    }
  }

  @Test func move() async throws {
    await assertReminders("move", "1", "--to-list", "Family") {
      """
      $ reminders move 1 --to-list Family
      Moved 1 reminder:
        1 [ ]     Groceries      Family  #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
      """
    }
    _ = await reminders("move", "8", "--before", "6")
    await assertReminders("show", "family") {
      """
      $ reminders show family
      Family  3 reminders · by manual order · completed hidden
        1 [ ]     Groceries                              #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
        8 [ ] !!! Take out trash              in 4 days  #easy-win
        6 [ ] !!! Pick up kids from school ⚑  in 2 days  #easy-win
      """
    }
  }

  @Test func clearCompleted() async throws {
    await assertReminders("clear-completed", "--before", "2009-01-01") {
      """
      $ reminders clear-completed --before 2009-01-01
      Deleted 1 completed reminder.
      """
    }
    await assertReminders("clear-completed", "--json") {
      """
      $ reminders clear-completed --json
      {
        "deletedReminderCount" : 2
      }
      """
    }
  }

  @Test func lists() async throws {
    await assertReminders("lists", "add", "Groceries", "--color", "green") {
      """
      $ reminders lists add Groceries --color green
      Added list 4 ● Groceries (green)
      """
    }
    await assertReminders("lists", "rename", "groceries", "Shopping") {
      """
      $ reminders lists rename groceries Shopping
      Renamed list 4 ● Shopping (green)
      """
    }
    await assertReminders("lists", "recolor", "Shopping", "#FF8800") {
      """
      $ reminders lists recolor Shopping '#FF8800'
      Recolored list 4 ● Shopping (#FF8800FF)
      """
    }
    await assertReminders("lists", "add", "Work", "--json") {
      """
      $ reminders lists add Work --json
      {
        "color" : "#4A99EFFF",
        "id" : 5,
        "title" : "Work"
      }
      """
    }
    let run = try await assertChanges {
      await reminders("lists", "delete", "Family", "Business")
    } changes: {
      #"""
      - reminderSearch(rowid: 6, title: "Pick up kids from school", notes: "", tags: "easy-win")
      - reminderSearch(rowid: 7, title: "Get laundry", notes: "", tags: "easy-win")
      - reminderSearch(rowid: 8, title: "Take out trash", notes: "", tags: "easy-win")
      - reminderSearch(rowid: 9, title: "Call accountant", notes: "Status of tax return\nExpenses for next year\nChanging payroll company", tags: "")
      - reminderSearch(rowid: 10, title: "Send weekly emails", notes: "", tags: "")
      - reminderTags(reminderID: 6, tagID: 3, reminderIsCompleted: 0)
      - reminderTags(reminderID: 7, tagID: 3, reminderIsCompleted: 1)
      - reminderTags(reminderID: 8, tagID: 3, reminderIsCompleted: 0)
      - reminders(id: 6, dueDate: "2009-02-15 23:31:30.000", isCompleted: 0, isFlagged: 1, notes: "", priority: 3, remindersListID: 2, title: "Pick up kids from school", position: 6)
      - reminders(id: 7, dueDate: "2009-02-11 23:31:30.000", isCompleted: 1, isFlagged: 0, notes: "", priority: 1, remindersListID: 2, title: "Get laundry", position: 7)
      - reminders(id: 8, dueDate: "2009-02-17 23:31:30.000", isCompleted: 0, isFlagged: 0, notes: "", priority: 3, remindersListID: 2, title: "Take out trash", position: 8)
      - reminders(id: 9, dueDate: "2009-02-15 23:31:30.000", isCompleted: 0, isFlagged: 0, notes: "Status of tax return\nExpenses for next year\nChanging payroll company", priority: NULL, remindersListID: 3, title: "Call accountant", position: 9)
      - reminders(id: 10, dueDate: "2009-02-11 23:31:30.000", isCompleted: 1, isFlagged: 0, notes: "", priority: 2, remindersListID: 3, title: "Send weekly emails", position: 10)
      - remindersLists(id: 2, color: 4018031359, title: "Family")
      - remindersLists(id: 3, color: 2128628479, title: "Business")
      """#
    }
    assertInlineSnapshot(of: run.transcript, as: .transcript) {
      """
      $ reminders lists delete Family Business
      Deleted 2 lists and the 5 reminders in them.
      """
    }
  }

  @Test func tags() async throws {
    await assertReminders("tags", "add", "#errands") {
      """
      $ reminders tags add '#errands'
      Added tag 4 #errands
      """
    }
    await assertReminders("tags", "rename", "weekend", "saturday") {
      """
      $ reminders tags rename weekend saturday
      Renamed tag 1 to #saturday
      """
    }
    await assertReminders("tags", "delete", "fun", "--json") {
      """
      $ reminders tags delete fun --json
      {
        "deletedTags" : [
          2
        ]
      }
      """
    }
    await assertReminders("tags") {
      """
      $ reminders tags
        3  #easy-win  3
        4  #errands   0
        1  #saturday  2
      """
    }
  }

  @Test func search() async {
    await assertReminders("search", "TAKE") {
      """
      $ reminders search TAKE
      1 match for "TAKE" (1 completed hidden; --show-completed lists them)
        8 [ ] !!! Take out trash    in 4 days  Family  #easy-win
      """
    }
    await assertReminders("search", "take", "--show-completed", "--json") {
      """
      $ reminders search take --show-completed --json
      [
        {
          "dueDate" : "2009-02-17T23:31:30Z",
          "id" : 8,
          "isCompleted" : false,
          "isFlagged" : false,
          "isPastDue" : false,
          "list" : {
            "id" : 2,
            "title" : "Family"
          },
          "notes" : "",
          "priority" : "high",
          "tags" : [
            "easy-win"
          ],
          "title" : "Take out trash"
        },
        {
          "dueDate" : "2008-08-07T23:31:30Z",
          "id" : 4,
          "isCompleted" : true,
          "isFlagged" : false,
          "isPastDue" : false,
          "list" : {
            "id" : 1,
            "title" : "Personal"
          },
          "notes" : "",
          "priority" : null,
          "tags" : [
            "fun",
            "weekend"
          ],
          "title" : "Take a walk"
        }
      ]
      """
    }
    await assertReminders("search", "zebra", "--json") {
      """
      $ reminders search zebra --json
      []
      """
    }
  }

  /// Every bad input: one line on standard error, nothing on standard output, status 1, and
  /// the database unchanged.
  @Test(arguments: [
    ["add", "Milk", "--due", "someday"],
    ["add", "   "],
    ["add", "Milk", "--list", "Nowhere"],
    ["add", "Milk", "--list", "flagged"],
    ["edit", "99", "--title", "Ghost"],
    ["edit", "3", "--title", ""],
    ["complete", "1", "99"],
    ["delete", "99"],
    ["move", "2", "--to-list", "Nowhere"],
    ["move", "2", "--before", "99"],
    ["lists", "add", "Errands", "--color", "plaid"],
    ["lists", "recolor", "Family", "#12345"],
    ["lists", "rename", "Family", ""],
    ["lists", "delete", "Family", "Nowhere"],
    ["tags", "add", "WEEKEND"],
    ["tags", "rename", "nope", "x"],
    ["tags", "delete", "nope"],
    ["edit", "1", "--untag", "nope"],
    ["clear-completed", "--before", "the day after"],
  ])
  func badInputChangesNothing(_ arguments: [String]) async throws {
    let environment = RunEnvironment.capturing()
    let status = try await assertChanges {
      await CommandRunner.run(arguments, in: environment)
    } changes: {
      """
      (No changes)
      """
    }
    #expect(status == 1)
    #expect(environment.output.text.isEmpty)
    let lines = environment.errors.text.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("error: ") == true)
  }

  @Test func badInputMessages() async {
    await assertReminders("add", "Milk", "--due", "someday") {
      """
      $ reminders add Milk --due someday
      ! error: Cannot read the date "someday". Try one of: 2026-12-01, 2026-12-01T09:00, today, tonight, tomorrow 9am, in 3 days, next monday, friday 17:30, dec 24.
      [exit 1]
      """
    }
    await assertReminders("add", "Milk", "--list", "flagged") {
      """
      $ reminders add Milk --list flagged
      ! error: "flagged" is a smart list, not a list; use 'reminders show flagged'.
      [exit 1]
      """
    }
    await assertReminders("lists", "add", "Errands", "--color", "plaid") {
      """
      $ reminders lists add Errands --color plaid
      ! error: Unknown color "plaid"; use #RRGGBB, #RRGGBBAA or one of: red, orange, yellow, green, blue, purple, brown, gray.
      [exit 1]
      """
    }
    await assertReminders("tags", "add", "WEEKEND") {
      """
      $ reminders tags add WEEKEND
      ! error: A tag titled "weekend" already exists.
      [exit 1]
      """
    }
    await assertReminders("complete", "1", "99") {
      """
      $ reminders complete 1 99
      ! error: There is no reminder with id 99.
      [exit 1]
      """
    }
  }
}
