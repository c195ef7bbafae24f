import InlineSnapshotTesting

/// Records every call of the scenario through swift-snapshot-testing's public assertion.
func recordWithPeer(_ scenario: Scenario) {
  for call in scenario.calls {
    assertInlineSnapshot(
      of: call.value,
      as: .lines,
      record: .all,
      matches: call.expected.map { expected in { expected } },
      file: scenario.files[call.fileIndex].path,
      line: UInt(call.line),
      column: UInt(call.column)
    )
  }
}
