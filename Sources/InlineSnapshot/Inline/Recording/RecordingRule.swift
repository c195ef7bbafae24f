/// What a recording is checked against before it is queued: its call, the snapshot the test
/// ran with, and the file as the test binary was compiled from it.
struct RecordingRequest {
  var site: SnapshotSite
  /// The snapshot the test ran with; `nil` when the call had none.
  var expected: String?
  var source: ParsedSource
  /// The call site's `#function`; `nil` skips the check of the call's declaration.
  var function: String?
  var test: RunningTest?
  /// Whether the process already rewrote the file (it flushed).
  var fileWasRewritten: Bool
  /// Whether the build's own record, or the texts handed in, prove the file's compiled text.
  var compiledTextIsProven: Bool
  /// Why the file cannot be written, `nil` when it can.
  var writeRefusal: String?
  /// The edit this recording makes, and the others already queued in the same call.
  var edit: SnapshotEdit
  var otherEditsOfTheCall: [SnapshotEdit]
}

/// A rule every recording passes before it is queued, named for the promise of
/// <doc:SafetyGuarantees> it keeps. The recorder checks ``all`` in order, and the first refusal
/// fails the test that recorded, while it still runs.
struct RecordingRule: Sendable {
  /// The promise it keeps, as <doc:SafetyGuarantees> states it.
  let guarantee: String
  let refusal: @Sendable (RecordingRequest) -> String?

  static let all: [RecordingRule] = [
    .eachFileIsWrittenOnce, .theSnapshotIsTheOneTested, .theCallIsTheTests, .theFileCanBeWritten,
    .theClosureTakesTheEdit,
  ]

  static let eachFileIsWrittenOnce = RecordingRule(
    guarantee: "A test suite of any size writes each file once."
  ) { request in
    request.fileWasRewritten ? "\(request.site.filePath) was already rewritten in this run." : nil
  }

  static let theSnapshotIsTheOneTested = RecordingRule(
    guarantee: """
      If you edit a file while the tests run, the file no longer holds what the recording \
      processes wrote, and it is left alone.
      """
  ) { request in
    let site = request.site
    let inSource = request.source.snapshotInSource(
      at: site.callLocation, syntaxDescriptor: site.syntaxDescriptor)
    guard !(inSource?.holds(request.expected, under: site.key) ?? true) else { return nil }
    if inSource == .absent,
      let mismatch = request.source.syntaxDescriptorMismatch(
        at: site.callLocation, syntaxDescriptor: site.syntaxDescriptor)
    {
      return mismatch
    }
    return """
      The snapshot in the file is not the one this test ran with: the file changed since it \
      was compiled. Build and run the tests again to record.
      """
  }

  static let theCallIsTheTests = RecordingRule(
    guarantee: """
      Where no compile record proves a file's text, a call is recorded only in the declaration \
      of the test that ran it.
      """
  ) { request in
    // Where no call is found, planning the rewrite says so.
    guard let function = request.function, !request.compiledTextIsProven,
      request.source.call(at: request.site.callLocation) != nil
    else { return nil }
    return CallProof.check(request.site, in: request.source, function: function, test: request.test)
      .refusal(at: request.site)
  }

  static let theFileCanBeWritten = RecordingRule(
    guarantee: """
      A failing test says "Automatically recorded" only when the snapshot will be written.
      """
  ) { $0.writeRefusal }

  static let theClosureTakesTheEdit = RecordingRule(
    guarantee: "Only the snapshot closures change."
  ) { request in
    let failures = SnapshotRewriter.plan(
      request.otherEditsOfTheCall + [request.edit], in: request.source
    ).failures
    return (failures.first { $0.edit == request.edit } ?? failures.first)?.reason
  }
}
