import GRDB

/// The reminders whose title, notes or tag titles contain a text, literally and ignoring case.
enum SearchMatch {
  /// The condition on `reminders.id` for `text`, which must not be empty.
  ///
  /// Three characters or more use the trigram full-text index, quoted as one phrase so that
  /// `%`, `_`, `*` and quotes match themselves. Shorter text has no trigram to look up and
  /// scans the indexed text instead (ignoring case for ASCII letters only).
  static func condition(_ text: String) -> SQL {
    if text.unicodeScalars.count >= 3 {
      let phrase = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      return "reminders.id IN (SELECT rowid FROM reminderSearch WHERE reminderSearch MATCH \(phrase))"
    }
    return """
      reminders.id IN (
        SELECT rowid FROM reminderSearch
        WHERE instr(lower(title), lower(\(text))) OR instr(lower(notes), lower(\(text)))
          OR instr(lower(tags), lower(\(text)))
      )
      """
  }
}
