import Testing

@testable import InlineSnapshot

@Suite struct UnifiedPatchTests {
  @Test func hunksHaveThreeLinesOfContextAndExactCounts() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    var lines = (1...20).map { "line \($0)\n" }
    lines[1] = "two\n"
    lines.insert("new\n", at: 15)
    let patch = UnifiedPatch.file("a.swift", from: old, to: lines.joined())
    #expect(
      patch == """
        diff --git a/a.swift b/a.swift
        --- a/a.swift
        +++ b/a.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -13,6 +13,7 @@
         line 13
         line 14
         line 15
        +new
         line 16
         line 17
         line 18

        """)
  }

  @Test func aMissingOldFileIsCreatedAsGitWritesANewFile() {
    #expect(
      UnifiedPatch.file("S/a.json", from: nil, to: "{\n  \"a\" : 1\n}") == """
        diff --git a/S/a.json b/S/a.json
        new file mode 100644
        --- /dev/null
        +++ b/S/a.json
        @@ -0,0 +1,3 @@
        +{
        +  "a" : 1
        +}
        \\ No newline at end of file

        """)
    #expect(
      UnifiedPatch.file("S/empty.txt", from: nil, to: "")
        == "diff --git a/S/empty.txt b/S/empty.txt\nnew file mode 100644\n")
  }

  @Test func aLastLineWithoutALineFeedIsMarked() {
    #expect(
      UnifiedPatch.file("a", from: "x\ny", to: "x\nz")
        == #"""
          diff --git a/a b/a
          --- a/a
          +++ b/a
          @@ -1,2 +1,2 @@
           x
          -y
          \ No newline at end of file
          +z
          \ No newline at end of file

          """#
    )
    #expect(UnifiedPatch.file("a", from: "same\r\n", to: "same\r\n") == "")
  }
}
