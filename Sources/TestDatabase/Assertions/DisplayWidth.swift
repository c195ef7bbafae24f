extension String {
  /// The number of columns the text takes in a monospaced font, so that table borders line up
  /// after CJK text and emoji, which take two columns each.
  ///
  /// An approximation of Unicode's East Asian Width: characters in the wide and full-width
  /// blocks and those presented as emoji count 2, everything else 1.
  var displayWidth: Int {
    reduce(0) { width, character in width + character.displayWidth }
  }
}

extension Character {
  fileprivate var displayWidth: Int {
    for scalar in unicodeScalars {
      if scalar.properties.isEmojiPresentation || scalar.isWideEastAsian { return 2 }
      // U+FE0F asks for the emoji form of the character before it (❤︎ → ❤️).
      if scalar.value == 0xFE0F && unicodeScalars.first?.properties.isEmoji == true { return 2 }
    }
    return 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar sits in a block that terminals draw two columns wide.
  fileprivate var isWideEastAsian: Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initials
      0x2E80...0x303E,  // CJK radicals, punctuation
      0x3041...0x33FF,  // kana, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60,  // full-width forms
      0xFFE0...0xFFE6,
      0x20000...0x3FFFD:  // CJK extensions B and later
      true
    default:
      false
    }
  }
}
