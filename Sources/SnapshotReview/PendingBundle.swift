import Foundation
import InlineSnapshot

/// Batches exported as one file, to review on another checkout (`review --from FILE`).
///
/// Each CI job of a matrix exports its own bundle, labelled with ``job``; a review reads
/// several at once (`--from A --from B`) and merges them by job (``PendingQueue``).
struct PendingBundle: VersionedJSON, Sendable {
  static let currentFormat = "verbatim-pending-bundle 1"
  static let kind = "pending-snapshot bundle"

  var format: String = Self.currentFormat
  /// The job that made it (`export --bundle FILE --job NAME`, or `VERBATIM_JOB`): what the
  /// review calls its snapshots by. Without one, the review uses the bundle's path.
  var job: String?
  var batches: [PendingBatch]

  init(batches: [PendingBatch], job: String? = nil) {
    self.batches = batches
    self.job = job
  }
}
