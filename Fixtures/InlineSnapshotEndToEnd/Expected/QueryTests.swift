import InlineSnapshot
import Testing

// Tab-indented on purpose: recorded snapshots must follow the file's indentation.
@Suite struct QueryTests {
	@Test func bothClosuresMissing() {
		assertQuery("SELECT name FROM people") {
			"""
			SELECT name FROM people
			"""
		} results: {
			"""
			Blob
			"""
		}
	}

	@Test func resultsWrong() {
		assertQuery("SELECT age FROM people") {
			"""
			SELECT age FROM people
			"""
		} results: {
			"""
			42
			"""
		}
	}

	@Test(arguments: [1, 2, 3]) func parameterized(value: Int) {
		assertInlineSnapshot(of: value > 0, as: .description) {
			[
				"value: 1": """
				true
				""",
				"value: 2": """
				true
				""",
				"value: 3": """
				true
				""",
			]
		}
	}
}
