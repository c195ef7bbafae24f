import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads a command's standard output and error on a thread of its own (not a shared queue's: it
/// blocks), so that a command that writes a lot never blocks on a full pipe; until both streams
/// end, or until it is stopped: a process the command left running may hold them open for ever.
final class OutputReader: @unchecked Sendable {
  /// The streams' bytes; the reading thread's until it has `finished`.
  private var buffers: [BoundedBuffer]
  private let streams: [Int32]
  private let wake: PipeEnds
  private let finished = DispatchSemaphore(value: 0)
  /// Whether both streams ended (every writer closed them); written before `finished`.
  private var ended = false

  /// Starts reading `output` and `errors`, keeping at most `limit` bytes of each; it closes them.
  init(output: Int32, errors: Int32, limit: Int) throws {
    streams = [output, errors]
    buffers = [BoundedBuffer(limit: limit), BoundedBuffer(limit: limit)]
    wake = try PipeEnds()
    for stream in streams { _ = fcntl(stream, F_SETFL, fcntl(stream, F_GETFL) | O_NONBLOCK) }
    Thread { [self] in readStreams() }.start()
  }

  /// Waits until both streams end or `deadline` passes; returns whether they ended.
  func waitForEnd(until deadline: DispatchTime) -> Bool {
    guard finished.wait(timeout: deadline) == .success else { return false }
    finished.signal()
    return ended
  }

  /// Stops reading, after what the pipes already hold; returns what was read.
  func stop() -> (output: CapturedBytes, errors: CapturedBytes) {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
    finished.wait()
    finished.signal()
    wake.closeBoth()
    return (buffers[0].captured, buffers[1].captured)
  }

  private func readStreams() {
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
    defer { chunk.deallocate() }
    var open = Array(streams.indices)
    var stopping = false
    while !open.isEmpty && !stopping {
      var polled = open.map { pollfd(fd: streams[$0], events: Int16(POLLIN), revents: 0) }
      polled.append(pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0))
      guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      stopping = polled.last?.revents != 0
      // One read a stream each time round: a stream that never pauses cannot delay a stop.
      for (index, entry) in zip(open, polled) where entry.revents != 0 {
        let count = read(streams[index], chunk.baseAddress, chunk.count)
        if count > 0 {
          buffers[index].append(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open.removeAll { $0 == index }
        }
      }
    }
    ended = open.isEmpty
    streams.forEach(closeDescriptor)
    finished.signal()
  }
}
