import InlineSnapshot

/// Records every call of the scenario through Verbatim's public assertion.
func recordWithProject(_ scenario: Scenario) {
  for call in scenario.calls {
    assertInlineSnapshot(
      of: call.value,
      as: .lines,
      record: .all,
      matches: call.expected.map { expected in { expected } },
      file: scenario.files[call.fileIndex].path,
      // No function: the generated calls are in no function of this program. A build that
      // records each file's compile (SwiftPM's) skips that check too.
      function: "",
      line: UInt(call.line),
      column: UInt(call.column)
    )
  }
}
