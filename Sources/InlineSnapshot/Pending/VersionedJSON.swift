import Foundation

/// The JSON files of the pending store: a `format` field names the version, and a file of any
/// other version is refused, never guessed at.
package protocol VersionedJSON: Codable {
  /// The format this library writes and reads.
  static var currentFormat: String { get }
  /// What the file is, for messages: "pending-snapshot batch".
  static var kind: String { get }
}

extension VersionedJSON {
  /// The value as JSON, keys sorted so that equal values are equal bytes.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a value; throws a one-line reason for damaged JSON or an unknown format.
  package static func decode(_ data: Data) throws -> Self {
    guard let header = try? JSONDecoder().decode(VersionedJSONHeader.self, from: data) else {
      throw SourceFileError(message: "not a \(kind) (invalid JSON)")
    }
    guard header.format == currentFormat else {
      throw SourceFileError(
        message: """
          format "\(header.format ?? "none")" is not "\(currentFormat)" (written by another \
          version of InlineSnapshot?)
          """
      )
    }
    do {
      return try JSONDecoder().decode(Self.self, from: data)
    } catch {
      throw SourceFileError(message: "a damaged \(kind) (\(error))")
    }
  }
}

/// The field every version has, read before the rest.
private struct VersionedJSONHeader: Decodable {
  var format: String?
}
