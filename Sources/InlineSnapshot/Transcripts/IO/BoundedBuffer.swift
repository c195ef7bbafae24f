// Transcripts/IO/: running a command in a process group of its own, reading its streams within its
// limits.

/// The bytes read from one stream, up to a limit, and how many more came.
struct BoundedBuffer {
  private let limit: Int
  private var bytes: [UInt8] = []
  private var dropped = 0

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Keeps what fits under the limit and counts the rest.
  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    let room = max(0, limit - bytes.count)
    bytes += chunk.prefix(room)
    dropped += chunk.count - min(room, chunk.count)
  }

  /// What was read so far.
  var captured: CapturedBytes {
    CapturedBytes(bytes, droppedCount: dropped)
  }
}
