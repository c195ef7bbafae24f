/// The texts a set's members were sorted by, kept for those that print as them, so that
/// rendering the set copies them rather than rendering those members again.
///
/// The texts are one level deep and unindented, end to end in one buffer of UTF-8.
struct SetMemberTexts: Sendable {
  /// Every member's text, end to end.
  let utf8: [UInt8]
  /// By member, in print order: where its text is in ``utf8``, or `nil` when the member must
  /// be rendered from its nodes (one of its fields has fields of its own, say).
  let ranges: [Range<Int>?]
  /// Whether every member prints as its text: the set's members can then be written at once.
  let coversEveryMember: Bool

  init(utf8: [UInt8], ranges: [Range<Int>?]) {
    self.utf8 = utf8
    self.ranges = ranges
    coversEveryMember = !ranges.contains(nil)
  }

  /// The text of the member at `offset` among the set's children, if it prints as it.
  func text(ofMemberAt offset: Int) -> ArraySlice<UInt8>? {
    ranges.indices.contains(offset) ? ranges[offset].map { utf8[$0] } : nil
  }
}
