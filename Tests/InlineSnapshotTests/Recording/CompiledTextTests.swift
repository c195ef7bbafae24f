import InlineSnapshot
import Testing

@Suite struct CompiledTextTests {
  static let base = RecordedText(text: "base", modificationTime: 10)
  static let first = RecordedText(text: "first", modificationTime: 20)
  static let second = RecordedText(text: "second", modificationTime: 30)

  @Test func aFileUnchangedSinceTheBuildIsItsOwnCompiledText() {
    #expect(CompiledText.resolve(current: Self.base, buildTime: 15, history: []) == "base")
    #expect(CompiledText.resolve(current: Self.second, buildTime: nil, history: []) == "second")
  }

  @Test func aFileChangedOnlyByRecordingIsReadBackFromTheLedger() {
    let history = [Self.base, Self.first, Self.second]
    #expect(CompiledText.resolve(current: Self.second, buildTime: 15, history: history) == "base")
    #expect(CompiledText.resolve(current: Self.second, buildTime: 25, history: history) == "first")
  }

  @Test func aFileChangedOtherwiseHasNoKnownCompiledText() {
    let edited = RecordedText(text: "edited", modificationTime: 40)
    let history = [Self.base, Self.first, Self.second]
    #expect(CompiledText.resolve(current: edited, buildTime: 15, history: history) == nil)
    #expect(CompiledText.resolve(current: Self.second, buildTime: 5, history: history) == nil)
    #expect(CompiledText.resolve(current: Self.second, buildTime: 15, history: []) == nil)
  }
}
