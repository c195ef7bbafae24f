import InlineSnapshot
import RemindersTestSupport
import Testing

@Suite(.remindersDatabase)
@MainActor
struct OverviewTests {
  @Test func text() async {
    await assertReminders() {
      """
      $ reminders
        Today 1   Scheduled 6   All 7   Flagged 2   Completed 3

      Lists
        ● Business  1
        ● Family    2
        ● Personal  4

      Tags
        #easy-win  3
        #fun       1
        #weekend   2
      """
    }
  }

  @Test func json() async {
    await assertReminders("--json") {
      """
      $ reminders --json
      {
        "lists" : [
          {
            "color" : "#7EE04AFF",
            "id" : 3,
            "incompleteCount" : 1,
            "title" : "Business"
          },
          {
            "color" : "#EF7E4AFF",
            "id" : 2,
            "incompleteCount" : 2,
            "title" : "Family"
          },
          {
            "color" : "#4A99EFFF",
            "id" : 1,
            "incompleteCount" : 4,
            "title" : "Personal"
          }
        ],
        "stats" : {
          "all" : 7,
          "completed" : 3,
          "flagged" : 2,
          "scheduled" : 6,
          "today" : 1
        },
        "tags" : [
          {
            "id" : 3,
            "incompleteCount" : 3,
            "title" : "easy-win"
          },
          {
            "id" : 2,
            "incompleteCount" : 1,
            "title" : "fun"
          },
          {
            "id" : 1,
            "incompleteCount" : 2,
            "title" : "weekend"
          }
        ]
      }
      """
    }
  }

  @Test func listsAndTags() async {
    await assertReminders("lists") {
      """
      $ reminders lists
        3  ● Business  1
        2  ● Family    2
        1  ● Personal  4
      """
    }
    await assertReminders("tags", "--json") {
      """
      $ reminders tags --json
      [
        {
          "id" : 3,
          "incompleteCount" : 3,
          "title" : "easy-win"
        },
        {
          "id" : 2,
          "incompleteCount" : 1,
          "title" : "fun"
        },
        {
          "id" : 1,
          "incompleteCount" : 2,
          "title" : "weekend"
        }
      ]
      """
    }
  }

  @Test func help() async {
    let run = await reminders("--help")
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: reminders <subcommand>"))
    #expect(run.output.contains("clear-completed"))
    #expect(run.errors.isEmpty)
  }

  @Test func usageErrorsExitTwoWithOneLine() async {
    await assertReminders("frobnicate") {
      """
      $ reminders frobnicate
      ! error: Unexpected argument 'frobnicate' (see 'reminders --help')
      [exit 2]
      """
    }
    await assertReminders("add") {
      """
      $ reminders add
      ! error: Missing expected argument '<title>' (see 'reminders --help')
      [exit 2]
      """
    }
    await assertReminders("show", "--sort", "sideways", "all") {
      """
      $ reminders show --sort sideways all
      ! error: The value 'sideways' is invalid for '--sort <sort>'. Please provide one of 'due', 'priority', 'title' or 'manual'. (see 'reminders --help')
      [exit 2]
      """
    }
    await assertReminders("move", "3", "--before", "1", "--after", "2") {
      """
      $ reminders move 3 --before 1 --after 2
      ! error: Use --before or --after, not both. (see 'reminders --help')
      [exit 2]
      """
    }
  }
}
