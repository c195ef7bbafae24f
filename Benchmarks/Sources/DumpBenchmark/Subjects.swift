import CustomDump
import Dump

/// The operations measured, once per library, called by module-qualified name.
struct Subject: Sendable {
  var name: String
  var dump: @Sendable ([Record]) -> String
  var diff: @Sendable ([Record], [Record]) -> String?

  static let verbatim = Subject(
    name: "Dump",
    dump: { records in
      var output = ""
      Dump.customDump(records, to: &output)
      return output
    },
    diff: { Dump.diff($0, $1) }
  )

  static let peer = Subject(
    name: "CustomDump 1.7.3",
    dump: { records in
      var output = ""
      CustomDump.customDump(records, to: &output)
      return output
    },
    diff: { CustomDump.diff($0, $1) }
  )
}
