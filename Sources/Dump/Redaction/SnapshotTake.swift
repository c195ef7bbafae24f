import Foundation

/// What one snapshot's evaluation rendered through ``RedactedText``: the redactions that applied,
/// which a failure names, and each redacted piece with a way to render it again without them.
///
/// The text without redactions is made from what the evaluation already took (the text before
/// its scrubbers, the value a dump reflected), never by evaluating again: a command is run, and
/// a user's closure called, once per assertion.
package final class SnapshotTake: Sendable {
  /// The take that redacted steps note themselves in; `nil` outside an assertion's evaluation.
  @TaskLocal package static var current: SnapshotTake?

  private struct Piece {
    var text: String
    var redactions: [DumpRedaction]
    var unredacted: () -> String?
  }

  private let pieces = Locked<[Piece]>([])

  private init() {}

  /// Runs `body`, the one evaluation of a snapshot, and returns what it rendered beside its
  /// result.
  package static func taking<R>(_ body: () throws -> R) rethrows -> (R, SnapshotTake) {
    let take = SnapshotTake()
    let result = try $current.withValue(take, operation: body)
    return (result, take)
  }

  /// Runs `body` as part of this take, for work delivered later on another thread (an
  /// asynchronous strategy's callback), where the task's values are not seen.
  package func including<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: body)
  }

  func note(_ text: String, redactions: [DumpRedaction], unredacted: @escaping () -> String?) {
    pieces.withLock { $0.append(Piece(text: text, redactions: redactions, unredacted: unredacted)) }
  }

  /// The redactions in effect while the snapshot was rendered, each once, in the order first
  /// applied: a failure's legend names them.
  package var redactions: [DumpRedaction] {
    var seen: Set<String> = []
    return pieces.withLock { $0 }.flatMap(\.redactions).filter { seen.insert($0.description).inserted }
  }

  /// `text`, the snapshot this take made, with each redacted piece rendered again without
  /// redactions; `nil` when nothing was redacted, or when a piece is no longer found in the text
  /// (a strategy changed it after redacting) or cannot be rendered again, rather than a text that still holds placeholders.
  ///
  /// Pieces are put back from the last rendered to the first, each at its last place in the
  /// text: a piece rendered inside another (a dump, then scrubbed) is found in the outer
  /// piece's text once that is put back.
  package func unredacted(_ text: String) -> String? {
    // Rendered once: the pending entry, the message and the attachments each ask.
    if let rendered = rendered.withLock({ $0 }), rendered.text == text { return rendered.plain }
    let plain = unredactedAgain(text)
    rendered.withLock { $0 = (text, plain) }
    return plain
  }

  private let rendered = Locked<(text: String, plain: String?)?>(nil)

  private func unredactedAgain(_ text: String) -> String? {
    let pieces = pieces.withLock { $0 }
    guard !pieces.isEmpty else { return nil }
    var result = text
    for piece in pieces.reversed() {
      guard let range = result.range(of: piece.text, options: .backwards) else { return nil }
      guard let plain = DumpRedaction.$suspended.withValue(true, operation: piece.unredacted)
      else { return nil }
      result.replaceSubrange(range, with: plain)
    }
    return result
  }
}
