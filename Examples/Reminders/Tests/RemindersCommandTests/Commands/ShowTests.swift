import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct ShowTests {
  @Test func listByTitleInAnyCase() async {
    await assertReminders("show", "PERSONAL") {
      """
      $ reminders show PERSONAL
      Personal  4 reminders · by due date · completed hidden
        2 [ ]     Haircut             ⚑  2 days ago overdue  #easy-win #weekend
        5 [ ]     Buy concert tickets    today 23:31         #fun
        3 [ ] !!! Doctor appointment     tomorrow 11:31
                  Ask about diet
        1 [ ]     Groceries                                  #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
      """
    }
  }

  @Test func listByID() async {
    let byID = await reminders("show", "--list", "2")
    let byTitle = await reminders("show", "Family")
    // Two identical failures would be equal too.
    #expect(byTitle.status == 0)
    #expect(byTitle.output.hasPrefix("Family  "), "\(byTitle.errors)")
    #expect(byID.output == byTitle.output && byID.status == byTitle.status)
  }

  @Test func smartListsAndTags() async {
    await assertReminders("show", "today") {
      """
      $ reminders show today
      Today  1 reminder · by due date · completed hidden
        5 [ ]     Buy concert tickets    today 23:31  Personal  #fun
      """
    }
    await assertReminders("show", "all", "--show-completed") {
      """
      $ reminders show all --show-completed
      All  10 reminders · by due date · completed shown
         2 [ ]     Haircut                  ⚑  2 days ago overdue  Personal  #easy-win #weekend
         5 [ ]     Buy concert tickets         today 23:31         Personal  #fun
         3 [ ] !!! Doctor appointment          tomorrow 11:31      Personal
                   Ask about diet
         6 [ ] !!! Pick up kids from school ⚑  in 2 days           Family    #easy-win
         9 [ ]     Call accountant             in 2 days           Business
                   Status of tax return · Expenses for next year · Changing payroll company
         8 [ ] !!! Take out trash              in 4 days           Family    #easy-win
         1 [ ]     Groceries                                       Personal  #weekend
                   Milk · Eggs · Apples · Oatmeal · Spinach
         4 [x]     Take a walk                 2008-08-07          Personal  #fun #weekend
         7 [x] !   Get laundry                 2 days ago          Family    #easy-win
        10 [x] !!  Send weekly emails          2 days ago          Business
      """
    }
    await assertReminders("show", "#easy-win", "--sort", "priority") {
      """
      $ reminders show '#easy-win' --sort priority
      #easy-win  3 reminders · by priority · completed hidden
        6 [ ] !!! Pick up kids from school ⚑  in 2 days           Family    #easy-win
        8 [ ] !!! Take out trash              in 4 days           Family    #easy-win
        2 [ ]     Haircut                  ⚑  2 days ago overdue  Personal  #easy-win #weekend
      """
    }
  }

  @Test func sortAndCompletedAreRemembered() async {
    _ = await reminders("show", "personal", "--sort", "title", "--show-completed")
    let again = await reminders("show", "personal", "--json")
    let titles = again.output.split(separator: "\n").filter { $0.contains("\"title\" : ") && !$0.contains("Personal") }
    #expect(titles.map { $0.trimmingCharacters(in: .whitespaces) } == [
      #""title" : "Buy concert tickets""#, #""title" : "Doctor appointment""#,
      #""title" : "Groceries""#, #""title" : "Haircut""#, #""title" : "Take a walk""#,
    ])
    _ = await reminders("show", "personal", "--hide-completed")
    await assertReminders("show", "personal") {
      """
      $ reminders show personal
      Personal  4 reminders · by title · completed hidden
        5 [ ]     Buy concert tickets    today 23:31         #fun
        3 [ ] !!! Doctor appointment     tomorrow 11:31
                  Ask about diet
        1 [ ]     Groceries                                  #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
        2 [ ]     Haircut             ⚑  2 days ago overdue  #easy-win #weekend
      """
    }
  }

  @Test func jsonOfAnEmptyDetailIsAnEmptyArray() async throws {
    try DatabaseClone.current.write { db in try Reminder.setFlagged(false, ids: [2, 6], db) }
    await assertReminders("show", "flagged", "--json") {
      """
      $ reminders show flagged --json
      []
      """
    }
    await assertReminders("show", "flagged") {
      """
      $ reminders show flagged
      Flagged  0 reminders · by due date · completed hidden
        No reminders.
      """
    }
  }

  @Test func narrowTerminalsTruncateTitles() async {
    await assertReminders("show", "all", width: 60) {
      """
      $ reminders show all
      All  7 reminders · by due date · completed hidden
        2 [ ]     Haircut      ⚑  2 days ago overdue  Personal  #ea…
        5 [ ]     Buy concert…    today 23:31         Personal  #fun
        3 [ ] !!! Doctor appo…    tomorrow 11:31      Personal
                  Ask about diet
        6 [ ] !!! Pick up kid… ⚑  in 2 days           Family    #ea…
        9 [ ]     Call accoun…    in 2 days           Business
                  Status of tax return · Expenses for next year ·…
        8 [ ] !!! Take out tr…    in 4 days           Family    #ea…
        1 [ ]     Groceries                           Personal  #we…
                  Milk · Eggs · Apples · Oatmeal · Spinach
      """
    }
  }

  @Test func whatCannotBeShown() async throws {
    await assertReminders("show", "Groceries") {
      """
      $ reminders show Groceries
      ! error: There is no list, smart list or tag "Groceries"; try a list's title, today, scheduled, all, flagged, completed, or #tag.
      [exit 1]
      """
    }
    await assertReminders("show", "#nope") {
      """
      $ reminders show '#nope'
      ! error: There is no tag "nope" (see 'reminders tags').
      [exit 1]
      """
    }
    await assertReminders("show", "--list", "today") {
      """
      $ reminders show --list today
      ! error: "today" is a smart list, not a list; use 'reminders show today'.
      [exit 1]
      """
    }
    await assertReminders("show") {
      """
      $ reminders show
      ! error: Name one list, smart list or tag (a <detail>, --list or --smart). (see 'reminders --help')
      [exit 2]
      """
    }
    try DatabaseClone.current.write { db in
      try db.execute(sql: "INSERT INTO remindersLists (title) VALUES ('Today'), ('Family')")
    }
    await assertReminders("show", "today") {
      """
      $ reminders show today
      ! error: "today" is both a list's title and a smart list; use 'reminders show --list today' for the list or 'reminders show --smart today' for the smart list.
      [exit 1]
      """
    }
    await assertReminders("show", "family") {
      """
      $ reminders show family
      ! error: Several lists are titled "family" (ids 2, 5); name one by its id.
      [exit 1]
      """
    }
    // Each is reachable the right way.
    #expect(await reminders("show", "--list", "Today").status == 0)
    #expect(await reminders("show", "--smart", "today").status == 0)
    #expect(await reminders("show", "--list", "2").status == 0)
  }
}
