import Dump
import Testing

@Suite struct StandardLibraryConformanceTests {
  @Test func charactersAndScalars() throws {
    #expect(String(customDumping: "©" as Character) == #""©""#)
    #expect(String(customDumping: "Blob" as StaticString) == #""Blob""#)
    let scalar = try #require("a".unicodeScalars.first)
    #expect(String(customDumping: scalar) == #""a""#)
  }

  @Test func anyHashableShowsItsBase() {
    #expect(String(customDumping: AnyHashable(42)) == "42")
  }

  @Test func objectIdentifier() {
    let user = UserClass(id: 1, name: "")
    let text = String(customDumping: ObjectIdentifier(user))
    #expect(text.hasPrefix("ObjectIdentifier(0x"))
    #expect(!text.hasPrefix("ObjectIdentifier(0x0"))
  }

  @Test func simd() {
    let vector: SIMD4<Float> = [1, 2, 4, 8]
    #expect(String(customDumping: vector) == "SIMD4<Float>(1.0, 2.0, 4.0, 8.0)")
  }

  @Test func keyPaths() {
    #expect(String(customDumping: \UserClass.name) == #"\UserClass.name"#)
    #expect(String(customDumping: \Pair.driver.name) == #"\Pair.driver.name"#)
  }

  @Test func ranges() {
    #expect(String(customDumping: 0..<3) == "0..<3")
    // Ranges print their description, as in swift-custom-dump.
    #expect(String(customDumping: "a"..."c") == "a...c")
  }
}
