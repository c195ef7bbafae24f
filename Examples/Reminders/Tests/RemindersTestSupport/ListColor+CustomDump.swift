import Dump
import Reminders

// Snapshots read `#4A99EFFF`, not a ten-digit integer.
extension ListColor: CustomDumpStringConvertible {
  public var customDumpDescription: String { hex }
}
