import GRDB

/// The reminders whose title, notes or tag titles contain a text, literally and ignoring case.
enum SearchMatch {
  /// The condition on `reminders.id` for `text`, which must not be empty.
  ///
  /// Three characters or more use the trigram full-text index, quoted as one phrase so that
  /// `%`, `_`, `*` and quotes match themselves. Shorter text has no trigram to look up: it scans
  /// titles and notes with `LIKE`, its `%`, `_` and `\` escaped (ignoring case for ASCII
  /// letters only, as `LIKE` does).
  static func condition(_ text: String) -> SQL {
    if text.unicodeScalars.count >= 3 {
      let phrase = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      return "reminders.id IN (SELECT rowid FROM reminderSearch WHERE reminderSearch MATCH \(phrase))"
    }
    let pattern = "%" + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
    return """
      (reminders.title LIKE \(pattern) ESCAPE '\\' OR reminders.notes LIKE \(pattern) ESCAPE '\\'
        OR reminders.id IN (
          SELECT reminderID FROM reminderTags
          WHERE tagID IN (SELECT id FROM tags WHERE title LIKE \(pattern) ESCAPE '\\')
        ))
      """
  }
}
