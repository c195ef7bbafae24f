import Dump

extension InlineSnapshotAssertion {
  /// The message a test fails with for `outcome`, or `nil` when it passes.
  ///
  /// The messages are swift-snapshot-testing's, word for word, so that tools and tests that
  /// match them keep working; what only this library knows (why nothing was recorded, the whole
  /// value on CI, a conflict) follows as paragraphs of its own.
  func failureMessage(
    for outcome: SnapshotOutcome,
    environment: RecordingEnvironment
  ) -> String? {
    switch outcome {
    case .passed:
      return nil
    case .passedAfterConflict:
      return conflictNote
    case .failed(let failure, let cancelledRecording):
      let notes = cancelledRecording ? [conflictNote] : []
      let hint = environment.failureHint(setInCode: recordSetInCode).map { [$0] } ?? []
      switch failure {
      case .missing:
        // Nothing could be recorded for a nil value, so there is no hint to give.
        guard actual != nil else { return ([describe(failure)] + notes).joined(separator: "\n\n") }
        return ([describe(failure)] + hint + notes).joined(separator: "\n\n")
      case .mismatch:
        // On CI nothing records, so the whole value is printed too: it is what a CI user copies.
        let whole = environment.isCI ? ["Actual: …\n\n" + indented(actual ?? "nil")] : []
        return ([describe(failure)] + whole + hint + notes).joined(separator: "\n\n")
      }
    case .recorded(let found):
      // A new snapshot shows its difference from no text.
      let difference: String? =
        switch found {
        case .mismatch(let difference): difference
        case .missing: diff("", actual ?? "")
        case nil: nil
        }
      let shown = difference.map { " Difference: …\n\n" + indented($0) + legend } ?? ""
      if runsWithSeveralArguments {
        return "Recorded a new snapshot\(labelSuffix), not yet written.\(shown)"
          + "\n\n" + Self.severalArgumentsMessage
      }
      if record == .all || expected == nil {
        return "Automatically recorded a new snapshot\(labelSuffix).\(shown)"
          + "\n\nRe-run \"\(function)\" to assert against the newly-recorded snapshot."
      }
      return describe(.mismatch(difference: difference))
        + "\n\nA new snapshot was automatically recorded."
    case .savedForReview(let failure):
      return unrecorded(failure, because: PendingCollector.reviewHint(notWriting: "source"))
    case .refused(let failure, .conflict):
      return unrecorded(failure, because: conflictNote)
    case .refused(let failure, .cannotRecord(let reason)):
      return unrecorded(failure, because: "Could not record the snapshot\(labelSuffix): \(reason)")
    case .refused(let failure, .cannotSave(let reason)):
      return unrecorded(
        failure, because: "Could not save the snapshot\(labelSuffix) for review: \(reason)")
    }
  }

  /// "Snapshot did not match. Difference: …" (or the caller's message) and the difference, or
  /// "No expected value to assert against." and the value.
  private func describe(_ failure: SnapshotOutcome.Failure) -> String {
    switch failure {
    case .missing:
      guard let actual else { return "No expected value to assert against." }
      return "No expected value to assert against. Actual: …\n\n" + indented(actual) + legend
    case .mismatch(let difference):
      return """
        \(message.isEmpty ? "Snapshot did not match. Difference: …" : message)

        \(indented(difference ?? "(no difference in text)"))
        """ + legend + notes(onMismatch: difference)
    }
  }

  /// What a mismatch adds after its difference: that an error met a value's snapshot (or the
  /// reverse), or the redaction that would keep a snapshot of volatile values stable.
  private func notes(onMismatch difference: String?) -> String {
    if let kindMismatch { return "\n\n" + Self.sentence(for: kindMismatch) }
    guard difference != nil, let expected, let actual else { return "" }
    return MismatchNotes.volatileHint(expected: expected, actual: actual)
  }

  /// The paragraph after a redacted snapshot's text naming what was redacted, as
  /// `expectNoDifference` does; empty without redactions.
  private var legend: String { MismatchNotes.legend(redactions) }

  /// The failure for a snapshot that should have been recorded and was not: what comparing
  /// found (nothing when the value matched), then why nothing was recorded.
  private func unrecorded(_ failure: SnapshotOutcome.Failure?, because reason: String) -> String {
    guard let failure else { return reason }
    return describe(failure) + "\n\n" + reason
  }

  /// Why a conflict recorded nothing: at a keyed site, for this argument only.
  private var conflictNote: String {
    site.key.map { Self.keyedConflictMessage($0.text) } ?? Self.conflictMessage
  }

  private var labelSuffix: String {
    let label = site.syntaxDescriptor.trailingClosureLabel
    let closure =
      label == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
      ? "" : " for \"\(label)\""
    return closure + (site.key.map { " under \"\($0.text)\"" } ?? "")
  }

  private func indented(_ text: String) -> String {
    ControlCharacters.escaped(text).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
