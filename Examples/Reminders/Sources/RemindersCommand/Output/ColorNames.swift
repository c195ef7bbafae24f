import Reminders

/// The color names `lists add --color` and `lists recolor` accept besides `#RRGGBB[AA]`.
enum ColorNames {
  static let all: [(name: String, color: ListColor)] = [
    ("red", ListColor(rawValue: 0xef4a_4aff)),
    ("orange", ListColor(rawValue: 0xef7e_4aff)),
    ("yellow", ListColor(rawValue: 0xefc9_4aff)),
    ("green", ListColor(rawValue: 0x7ee0_4aff)),
    ("blue", ListColor(rawValue: 0x4a99_efff)),
    ("purple", ListColor(rawValue: 0xa24a_efff)),
    ("brown", ListColor(rawValue: 0x9c7a_5bff)),
    ("gray", ListColor(rawValue: 0x8e8e_93ff)),
  ]

  /// The color `text` names: a palette name (any case) or `#RRGGBB[AA]`.
  static func color(_ text: String) throws(CommandError) -> ListColor {
    if let named = all.first(where: { $0.name == text.lowercased() }) { return named.color }
    guard text.hasPrefix("#"), let color = ListColor(hex: text) else {
      throw .unknownColor(text)
    }
    return color
  }

  /// The palette name of `color`, or its hex.
  static func name(of color: ListColor) -> String {
    all.first { $0.color == color }?.name ?? color.hex
  }
}
