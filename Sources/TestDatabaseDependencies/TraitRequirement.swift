// Users opt in to swift-dependencies with the package trait that brings it (Package.swift).
#if !canImport(Dependencies)
  #error(
    "TestDatabaseDependencies needs swift-dependencies: depend on Verbatim with traits: [\"Dependencies\"]"
  )
#endif
