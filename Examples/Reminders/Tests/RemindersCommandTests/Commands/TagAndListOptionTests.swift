import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing
@testable import RemindersCommand

/// The command line applies the domain's rules as every other path does: `--tag '#x'` is the
/// tag `x`, and `move` names its list with `--list` like `add` and `show`.
@Suite(.remindersDatabase)
@MainActor
struct TagAndListOptionTests {
  @Test func aTagWithAHashIsThePlainTag() async {
    await assertReminders("add", "Call mom", "--tag", "#family") {
      """
      $ reminders add 'Call mom' --tag '#family'
      Added 1 reminder:
        11 [ ]     Call mom      Business  #family
      """
    }
    await assertReminders("add", "Report", "--tag", "work", "--tag", "#work", "--tag", "#Weekend") {
      """
      $ reminders add Report --tag work --tag '#work' --tag '#Weekend'
      Added 1 reminder:
        12 [ ]     Report      Business  #weekend #work
      """
    }
    await assertReminders("tags") {
      """
      $ reminders tags
        3  #easy-win  3
        4  #family    1
        2  #fun       1
        1  #weekend   3
        5  #work      1
      """
    }
  }

  @Test func moveTakesList() async {
    await assertReminders("move", "1", "--list", "Family") {
      """
      $ reminders move 1 --list Family
      Moved 1 reminder:
        1 [ ]     Groceries      Family  #weekend
                  Milk · Eggs · Apples · Oatmeal · Spinach
      """
    }
    await assertReminders("move", "1", "--to-list", "Business", "--json") {
      #"""
      $ reminders move 1 --to-list Business --json
      {
        "dueDate" : null,
        "id" : 1,
        "isCompleted" : false,
        "isFlagged" : false,
        "isPastDue" : false,
        "list" : {
          "id" : 3,
          "title" : "Business"
        },
        "notes" : "Milk\nEggs\nApples\nOatmeal\nSpinach",
        "priority" : null,
        "tags" : [
          "weekend"
        ],
        "title" : "Groceries"
      }
      """#
    }
  }

  @Test func moveHelpNamesBothSpellings() async {
    await assertReminders("move", "--help") {
      """
      $ reminders move --help
      OVERVIEW: Move a reminder to another list, or before or after another reminder.

      --before and --after change the manual order and switch the reminder's list to
      it ('reminders show <list> --sort manual' does the same without moving
      anything).

      USAGE: reminders move <id> [--list <list>] [--before <id>] [--after <id>] [--database <path>] [--no-sample-data] [--json]

      ARGUMENTS:
        <id>                    The reminder's id.

      OPTIONS:
        --list, --to-list <list>
                                The list to move it to, by title or id.
        --before <id>           Put it just before this reminder in the manual order.
        --after <id>            Put it just after this reminder in the manual order.
        --database <path>       The database file (default: $REMINDERS_DATABASE, else
                                the platform's data folder).
        --no-sample-data        Start a new database empty, without the sample lists
                                and reminders.
        --json                  Print JSON for scripts instead of text.
        -h, --help              Show help information.

      """
    }
  }
}
