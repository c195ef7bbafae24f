import Testing

@testable import InlineSnapshot

@Suite struct CompiledTextTests {
  static let base = RecordedText(text: "base", changeTime: 10)
  static let first = RecordedText(text: "first", changeTime: 20)
  static let second = RecordedText(text: "second", changeTime: 30)

  @Test func aFileUnchangedSinceTheBuildIsItsOwnCompiledText() {
    #expect(CompiledText.resolve(current: Self.base, compileTime: 15, history: []) == "base")
    #expect(CompiledText.resolve(current: Self.second, compileTime: nil, history: []) == "second")
  }

  @Test func aFileChangedOnlyByRecordingIsReadBackFromTheLedger() {
    let history = [Self.base, Self.first, Self.second]
    #expect(CompiledText.resolve(current: Self.second, compileTime: 15, history: history) == "base")
    #expect(CompiledText.resolve(current: Self.second, compileTime: 25, history: history) == "first")
  }

  @Test func aFileChangedOtherwiseHasNoKnownCompiledText() {
    let edited = RecordedText(text: "edited", changeTime: 40)
    let history = [Self.base, Self.first, Self.second]
    #expect(CompiledText.resolve(current: edited, compileTime: 15, history: history) == nil)
    #expect(CompiledText.resolve(current: Self.second, compileTime: 5, history: history) == nil)
    #expect(CompiledText.resolve(current: Self.second, compileTime: 15, history: []) == nil)
  }

  @Test func aFilePutBackToTheLastRecordedTextAfterTheBuildHasNoKnownCompiledText() {
    // Recorded, then a call added and built, then the file put back (an undo saved in place,
    // `git stash`, `git checkout --`): the text is the last one recorded, its time is not.
    let history = [Self.base, Self.first]
    let putBack = RecordedText(text: "first", changeTime: 40)
    #expect(CompiledText.resolve(current: putBack, compileTime: 35, history: history) == nil)
  }
}
