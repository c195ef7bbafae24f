import Foundation
import InlineSnapshot

/// Batches exported as one file, to review on another checkout (`review --from FILE`).
package struct PendingBundle: VersionedJSON, Sendable {
  package static let currentFormat = "verbatim-pending-bundle 1"
  package static let kind = "pending-snapshot bundle"

  package var format: String = Self.currentFormat
  package var batches: [PendingBatch]

  package init(batches: [PendingBatch]) {
    self.batches = batches
  }
}
