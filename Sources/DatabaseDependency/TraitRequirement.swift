// Without the "Dependencies" trait this module is empty, so that a plain `swift build` of this
// package succeeds; its one API, `DependencyValues.defaultDatabase`, needs swift-dependencies,
// so nothing can stand in for it, and the warning shows wherever dependencies' warnings do.
#if !Dependencies
  #warning(
    "DatabaseDependency is empty without the Dependencies trait: depend on Verbatim with traits: [\"Dependencies\"] (here: --traits Dependencies)"
  )
#endif
