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
  /// The ends the command writes to, until ``closeWriteEnds()``.
  let writeEnds: (output: Int32, errors: Int32)
  /// The streams' bytes; the reading thread's until it has `finished`.
  private var buffers: [BoundedBuffer]
  private let streams: [Int32]
  private let wake: PipeEnds
  private let finished = DispatchSemaphore(value: 0)
  /// Whether both streams ended (every writer closed them); written before `finished`.
  private var ended = false

  /// Makes a pipe for each of standard output and error, and starts reading them, keeping at
  /// most `limit` bytes of each.
  init(limit: Int) throws {
    var pipes: [PipeEnds] = []
    do {
      for _ in 0..<3 { pipes.append(try PipeEnds()) }
    } catch {
      pipes.forEach { $0.closeBoth() }
      throw error
    }
    writeEnds = (pipes[0].write, pipes[1].write)
    streams = [pipes[0].read, pipes[1].read]
    wake = pipes[2]
    buffers = [BoundedBuffer(limit: limit), BoundedBuffer(limit: limit)]
    for stream in streams { _ = fcntl(stream, F_SETFL, fcntl(stream, F_GETFL) | O_NONBLOCK) }
    Thread { [self] in readStreams() }.start()
  }

  /// Closes this process's copies of the ends the command writes to: a stream ends once every
  /// process holding it has closed it.
  func closeWriteEnds() {
    closeDescriptor(writeEnds.output)
    closeDescriptor(writeEnds.errors)
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
