// Without the "Logging" trait this module is empty, so that a plain `swift build` of this
// package succeeds without swift-log; its API is made of swift-log's types, so nothing can
// stand in for it, and the warning shows wherever dependencies' warnings do.
#if !Logging
  #warning(
    "LogCapture is empty without the Logging trait: depend on Verbatim with traits: [\"Logging\"] (here: --traits Logging)"
  )
#endif
