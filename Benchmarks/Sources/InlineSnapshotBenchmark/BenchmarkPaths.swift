/// Where the generated test files live. Literal paths, because both libraries take the file
/// of a call as a `StaticString` (`#filePath`), which cannot be built at run time.
enum BenchmarkPaths {
  static let directory = "/tmp/verbatim-inline-snapshot-benchmark"

  static let small: [StaticString] = [
    "/tmp/verbatim-inline-snapshot-benchmark/File0.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File1.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File2.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File3.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File4.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File5.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File6.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File7.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File8.swift",
    "/tmp/verbatim-inline-snapshot-benchmark/File9.swift",
  ]

  static let large: StaticString = "/tmp/verbatim-inline-snapshot-benchmark/Large.swift"
}
