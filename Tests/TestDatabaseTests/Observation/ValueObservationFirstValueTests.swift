import Foundation
import GRDB
import Testing
@testable import TestDatabase

@Suite(.testDatabase(.library))
struct ValueObservationFirstValueTests {
  private let bookCount = ValueObservation.tracking { db in
    try Int.fetchOne(db, sql: "SELECT count(*) FROM books") ?? 0
  }

  @Test func deliversTheValueAfterAWrite() async throws {
    let database = try DatabaseClone.current
    async let observed = bookCount.firstValue(in: database.queue) { $0 == 4 }
    try await database.queue.write { db in
      try db.execute(sql: "INSERT INTO books (title, authorID, addedAt) VALUES ('Tehanu', 1, now())")
    }
    #expect(try await observed == 4)
  }

  @Test func returnsAtOnceWhenTheCurrentValueMatches() async throws {
    let database = try DatabaseClone.current
    #expect(try await bookCount.firstValue(in: database.queue) { $0 == 3 } == 3)
  }

  @Test func timesOutNamingTheLastValue() async throws {
    let database = try DatabaseClone.current
    // The timeout expires once the first value has been seen, whatever the machine's load.
    let (seen, seeing) = AsyncStream<Int>.makeStream()
    await #expect(throws: TestDatabaseError.observationTimedOut(seconds: 0.05, lastValue: "3")) {
      try await bookCount.firstValue(
        in: database.queue,
        timeoutSeconds: 0.05,
        expiry: { for await _ in seen { return } }
      ) { value in
        seeing.yield(value)
        return value == 99
      }
    }
  }

  /// On a busy machine the timeout can pass as the value arrives: the value was observed, and
  /// the wait returns it rather than failing with it as the last value seen.
  @Test func aValueThatMatchesAsTheTimeoutPassesIsReturned() async throws {
    let database = try DatabaseClone.current
    let (seen, seeing) = AsyncStream<Void>.makeStream()
    let value = try await bookCount.firstValue(
      in: database.queue,
      timeoutSeconds: 0.05,
      expiry: { for await _ in seen { return } }
    ) { value in
      // Answers only once the timeout passed and the wait stopped the observation.
      seeing.yield()
      // A synchronous predicate cannot await its task's cancellation: it polls.
      while !Task.isCancelled { usleep(1_000) }  // sleep-ok
      return value == 3
    }
    #expect(value == 3)
  }

  @Test func timesOutWithTheDuration() async throws {
    let database = try DatabaseClone.current
    await #expect {
      try await bookCount.firstValue(in: database.queue, timeout: .milliseconds(50)) { $0 == 99 }
    } throws: { error in
      guard case .observationTimedOut(seconds: 0.05, _) = error as? TestDatabaseError else { return false }
      return true
    }
  }
}
