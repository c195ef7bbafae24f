import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
struct SampleDataTests {
  /// Every table of the sample database, row by row: too long to read inline, so it lives in
  /// `__Snapshots__/SampleDataTests/everyTable.1.txt`, and fails when the sample data changes.
  @Test func everyTable() throws {
    let contents = try DatabaseClone.current.read { db in try DatabaseContents.read(db) }
    assertSnapshot(of: contents.rendered(), as: .lines)
  }

  @Test func lists() {
    assertQuery("SELECT * FROM remindersLists") {
      """
      SELECT * FROM remindersLists
      """
    } results: {
      """
      ┌────┬────────────┬────────────┐
      │ id │ color      │ title      │
      ├────┼────────────┼────────────┤
      │ 1  │ 1251602431 │ "Personal" │
      │ 2  │ 4018031359 │ "Family"   │
      │ 3  │ 2128628479 │ "Business" │
      └────┴────────────┴────────────┘
      """
    }
  }

  @Test func reminders() {
    assertQuery(
      """
      SELECT id, remindersListID, title, dueDate, isCompleted, isFlagged, priority, position
      FROM reminders
      """
    ) {
      """
      SELECT id, remindersListID, title, dueDate, isCompleted, isFlagged, priority, position
      FROM reminders
      """
    } results: {
      """
      ┌────┬─────────────────┬────────────────────────────┬───────────────────────────┬─────────────┬───────────┬──────────┬──────────┐
      │ id │ remindersListID │ title                      │ dueDate                   │ isCompleted │ isFlagged │ priority │ position │
      ├────┼─────────────────┼────────────────────────────┼───────────────────────────┼─────────────┼───────────┼──────────┼──────────┤
      │ 1  │ 1               │ "Groceries"                │ NULL                      │ 0           │ 0         │ NULL     │ 1        │
      │ 2  │ 1               │ "Haircut"                  │ "2009-02-11 23:31:30.000" │ 0           │ 1         │ NULL     │ 2        │
      │ 3  │ 1               │ "Doctor appointment"       │ "2009-02-14 11:31:30.000" │ 0           │ 0         │ 3        │ 3        │
      │ 4  │ 1               │ "Take a walk"              │ "2008-08-07 23:31:30.000" │ 1           │ 0         │ NULL     │ 4        │
      │ 5  │ 1               │ "Buy concert tickets"      │ "2009-02-13 23:31:30.000" │ 0           │ 0         │ NULL     │ 5        │
      │ 6  │ 2               │ "Pick up kids from school" │ "2009-02-15 23:31:30.000" │ 0           │ 1         │ 3        │ 6        │
      │ 7  │ 2               │ "Get laundry"              │ "2009-02-11 23:31:30.000" │ 1           │ 0         │ 1        │ 7        │
      │ 8  │ 2               │ "Take out trash"           │ "2009-02-17 23:31:30.000" │ 0           │ 0         │ 3        │ 8        │
      │ 9  │ 3               │ "Call accountant"          │ "2009-02-15 23:31:30.000" │ 0           │ 0         │ NULL     │ 9        │
      │ 10 │ 3               │ "Send weekly emails"       │ "2009-02-11 23:31:30.000" │ 1           │ 0         │ 2        │ 10       │
      └────┴─────────────────┴────────────────────────────┴───────────────────────────┴─────────────┴───────────┴──────────┴──────────┘
      """
    }
  }

  @Test func tagsAndLinks() {
    assertQuery("SELECT * FROM tags") {
      """
      SELECT * FROM tags
      """
    } results: {
      """
      ┌────┬────────────┐
      │ id │ title      │
      ├────┼────────────┤
      │ 1  │ "weekend"  │
      │ 2  │ "fun"      │
      │ 3  │ "easy-win" │
      └────┴────────────┘
      """
    }
    assertQuery("SELECT * FROM reminderTags ORDER BY reminderID, tagID") {
      """
      SELECT * FROM reminderTags ORDER BY reminderID, tagID
      """
    } results: {
      """
      ┌────────────┬───────┬─────────────────────┐
      │ reminderID │ tagID │ reminderIsCompleted │
      ├────────────┼───────┼─────────────────────┤
      │ 1          │ 1     │ 0                   │
      │ 2          │ 1     │ 0                   │
      │ 2          │ 3     │ 0                   │
      │ 4          │ 1     │ 1                   │
      │ 4          │ 2     │ 1                   │
      │ 5          │ 2     │ 0                   │
      │ 6          │ 3     │ 0                   │
      │ 7          │ 3     │ 1                   │
      │ 8          │ 3     │ 0                   │
      └────────────┴───────┴─────────────────────┘
      """
    }
  }

  @Test func searchIndexHoldsEveryReminder() {
    assertQuery("SELECT rowid, title, notes, tags FROM reminderSearch ORDER BY rowid") {
      """
      SELECT rowid, title, notes, tags FROM reminderSearch ORDER BY rowid
      """
    } results: {
      """
      ┌───────┬────────────────────────────┬───────────────────────────┬────────────┐
      │ rowid │ title                      │ notes                     │ tags       │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 1     │ "Groceries"                │ "Milk                     │ "weekend"  │
      │       │                            │ Eggs                      │            │
      │       │                            │ Apples                    │            │
      │       │                            │ Oatmeal                   │            │
      │       │                            │ Spinach"                  │            │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 2     │ "Haircut"                  │ ""                        │ "weekend   │
      │       │                            │                           │ easy-win"  │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 3     │ "Doctor appointment"       │ "Ask about diet"          │ ""         │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 4     │ "Take a walk"              │ ""                        │ "weekend   │
      │       │                            │                           │ fun"       │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 5     │ "Buy concert tickets"      │ ""                        │ "fun"      │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 6     │ "Pick up kids from school" │ ""                        │ "easy-win" │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 7     │ "Get laundry"              │ ""                        │ "easy-win" │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 8     │ "Take out trash"           │ ""                        │ "easy-win" │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 9     │ "Call accountant"          │ "Status of tax return     │ ""         │
      │       │                            │ Expenses for next year    │            │
      │       │                            │ Changing payroll company" │            │
      ├───────┼────────────────────────────┼───────────────────────────┼────────────┤
      │ 10    │ "Send weekly emails"       │ ""                        │ ""         │
      └───────┴────────────────────────────┴───────────────────────────┴────────────┘
      """
    }
  }
}
