import Foundation
import InlineSnapshot

/// Batches exported as one file, to review on another checkout (`review --from FILE`).
package struct PendingBundle: Codable, Sendable {
  package static let currentFormat = "verbatim-pending-bundle 1"

  package var format: String = Self.currentFormat
  package var batches: [PendingBatch]

  package init(batches: [PendingBatch]) {
    self.batches = batches
  }

  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a bundle; throws a one-line reason for damaged JSON or an unknown format.
  package static func decode(_ data: Data) throws -> PendingBundle {
    struct Header: Decodable { var format: String? }
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      throw SourceFileError(message: "not a pending-snapshot bundle (invalid JSON)")
    }
    guard header.format == currentFormat else {
      throw SourceFileError(
        message: "format \"\(header.format ?? "none")\" is not \"\(currentFormat)\"")
    }
    do {
      return try JSONDecoder().decode(PendingBundle.self, from: data)
    } catch {
      throw SourceFileError(message: "a damaged pending-snapshot bundle (\(error))")
    }
  }
}
