import InlineSnapshot

struct Tests {
	func test() {
		assertInlineSnapshot(of: value, as: .lines)
	}
}
