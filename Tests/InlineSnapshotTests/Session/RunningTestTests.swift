import Testing

@testable import InlineSnapshot

@Suite struct RunningTestTests {
  @Suite struct Nested {
    @Test func namesItsSuiteAndFunction() {
      #expect(
        RunningTest.current
          == RunningTest(
            filePath: "\(#filePath)", typeNames: ["RunningTestTests", "Nested"],
            function: "\(#function)"))
    }
  }

  @Test(arguments: [1]) func namesAParameterizedTestAsFunctionDoes(_ value: Int) {
    #expect(RunningTest.current?.function == "\(#function)")
  }
}
