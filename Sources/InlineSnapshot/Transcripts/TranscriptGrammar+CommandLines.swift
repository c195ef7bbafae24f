/// How a transcript writes a command line: each word as `sh` reads it back.
extension TranscriptGrammar {
  /// `NAME=value name argument…`, each word quoted as a POSIX shell would need it; a name
  /// that holds `=` is quoted, so that it does not read as a variable.
  static func commandWords(of step: Transcript.Step) -> [String] {
    let assignments = step.environment.sorted { $0.key < $1.key }
      .map { unassigningWord($0.key) + "=" + shellWord($0.value) }
    let command = step.commandLine.enumerated().map { index, word in
      index == 0 ? unassigningWord(word) : shellWord(word)
    }
    return assignments + command
  }

  /// What follows the command line when the command read input, before the delimiter.
  static let hereDocumentMark = "<<"

  /// `word` as a shell reads it back: bare when it holds only characters no shell treats
  /// specially, else in single quotes (a quote inside written `'\''`).
  static func shellWord(_ word: String) -> String {
    // zsh expands a word that starts with `=` to a command's path (`=ls`).
    let plain =
      !word.isEmpty && word.unicodeScalars.first != "="
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "_", "@", "%", "+", "=", ":", ",", ".", "/", "-": true
        default: false
        }
      }
    if plain { return word }
    return quoted(word)
  }

  /// A word in single quotes.
  static func quoted(_ word: String) -> String {
    // By scalars: a quote followed by a combining mark is one `Character`, and still a quote.
    var quoted = String.UnicodeScalarView(["'"])
    for scalar in word.unicodeScalars {
      if scalar == "'" { quoted += #"'\''"#.unicodeScalars } else { quoted.append(scalar) }
    }
    quoted.append("'")
    return String(quoted)
  }

  /// A word that must not read as `NAME=value`: a command's name, a variable's name.
  static func unassigningWord(_ word: String) -> String {
    word.unicodeScalars.contains("=") ? quoted(word) : shellWord(word)
  }

  /// `EOF`, or `EOF2`, `EOF3`… when the input shows a line that would end the document early.
  static func hereDocumentDelimiter(avoiding lines: [String]) -> String {
    let lines = Set(lines.map { Array($0.unicodeScalars) })
    var delimiter = "EOF"
    var number = 1
    while lines.contains(Array(delimiter.unicodeScalars)) {
      number += 1
      delimiter = "EOF\(number)"
    }
    return delimiter
  }
}
